-- Issue 14: the local learning search's own view (/locallearning-search sends `mine`, and a
-- caller without a local learning code only ever sees their own) filters on the creator. With
-- only the kind's (tenant_id, updated_at) and (tenant_id, title_key) indexes, a page of one
-- person's rows would walk the tenant's local learnings until it found limit + 1 of theirs;
-- these read the creator's rows in each sort's keyset order and stop there.
CREATE INDEX local_learning_creator_updated_idx ON courses (tenant_id, created_by, updated_at DESC, id DESC)
  WHERE kind = 'local_learning';
CREATE INDEX local_learning_creator_title_key_idx ON courses (tenant_id, created_by, title_key, id)
  WHERE kind = 'local_learning';
