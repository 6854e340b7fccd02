-- Issue 17: the person searches' prefix indexes (0008) also carry what a search sorts and
-- filters on, so each prefix's matches are read from the index alone and only the best page
-- of them is kept (apps/api/src/db/person-prefix.ts). Same names, so the plans' tests and
-- EXPLAIN read as before.
DROP INDEX persons_search_full_idx;
DROP INDEX persons_search_last_idx;
DROP INDEX persons_search_display_id_idx;
DROP INDEX person_emails_search_idx;
CREATE INDEX persons_search_full_idx ON persons (tenant_id, search_full)
  INCLUDE (name_primary_last, name_primary_first, id, person_type, merged_into_id);
CREATE INDEX persons_search_last_idx ON persons (tenant_id, search_last)
  INCLUDE (name_primary_last, name_primary_first, id, person_type, merged_into_id);
CREATE INDEX persons_search_display_id_idx ON persons (tenant_id, search_display_id)
  INCLUDE (name_primary_last, name_primary_first, id, person_type, merged_into_id);
CREATE INDEX person_emails_search_idx ON person_emails (tenant_id, search_email) INCLUDE (person_id);
