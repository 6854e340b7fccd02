-- Issue 17, ADR 0050: the local learning and vended content searches pick their page from
-- their sort's index alone. Each index also carries every column a filter of that search
-- reads, so the rows a text filter rejects are rejected in the index (an index-only scan),
-- and only the page's rows are read from the table. "tax" over 50,000 local learnings walks
-- about 4,800 entries before it has a page: 4,800 index entries rather than 4,800 rows.
-- Same names, so the plans' tests and EXPLAIN read as before.
DROP INDEX local_learning_updated_idx;
DROP INDEX local_learning_title_key_idx;
CREATE INDEX local_learning_updated_idx ON courses (tenant_id, updated_at DESC, id DESC)
  INCLUDE (title_key, created_by, course_status) WHERE kind = 'local_learning';
CREATE INDEX local_learning_title_key_idx ON courses (tenant_id, title_key, id)
  INCLUDE (updated_at, created_by, course_status) WHERE kind = 'local_learning';

DROP INDEX vended_content_updated_idx;
DROP INDEX vended_content_title_key_idx;
DROP INDEX vended_content_vendor_idx;
CREATE INDEX vended_content_updated_idx ON courses (tenant_id, updated_at DESC, id DESC)
  INCLUDE (title_key, lms_id, vendor_id, course_status) WHERE kind = 'vended_content';
CREATE INDEX vended_content_title_key_idx ON courses (tenant_id, title_key, id)
  INCLUDE (updated_at, lms_id, vendor_id, course_status) WHERE kind = 'vended_content';
CREATE INDEX vended_content_vendor_idx ON courses (tenant_id, vendor_id, updated_at DESC, id DESC)
  INCLUDE (title_key, lms_id, course_status, kind) WHERE vendor_id IS NOT NULL;
