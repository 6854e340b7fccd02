-- Person search (GET /persons/search): the pickers of the course and class screens find people
-- by the start of their first name, last name, "first last", display id or e-mail address,
-- case-insensitively, among up to 50,000 persons of a tenant.
--
-- As in 0005, lower() is not leakproof, so under row-level security PostgreSQL will not use
-- `lower(col) LIKE …` (nor an index on lower(col)) as an index condition. Stored lower-cased
-- copies in the "C" collation compare with text operators, which are leakproof: a prefix is
-- the range [prefix, prefix || U+10FFFF) in byte order, which bounds an index scan.
-- ("first last" also covers the first name: a prefix of the first name is a prefix of it.)

ALTER TABLE persons
  ADD COLUMN search_full text COLLATE "C" GENERATED ALWAYS AS (lower(name_primary_first || ' ' || name_primary_last)) STORED,
  ADD COLUMN search_last text COLLATE "C" GENERATED ALWAYS AS (lower(name_primary_last)) STORED,
  ADD COLUMN search_display_id text COLLATE "C" GENERATED ALWAYS AS (lower(display_id)) STORED;
CREATE INDEX persons_search_full_idx ON persons (tenant_id, search_full);
CREATE INDEX persons_search_last_idx ON persons (tenant_id, search_last);
CREATE INDEX persons_search_display_id_idx ON persons (tenant_id, search_display_id);
-- The picker's order (last name, first name) when nothing is typed yet: the first page is an index scan.
CREATE INDEX persons_name_order_idx ON persons (tenant_id, name_primary_last, name_primary_first, id);

ALTER TABLE person_emails
  ADD COLUMN search_email text COLLATE "C" GENERATED ALWAYS AS (lower(email_address)) STORED;
CREATE INDEX person_emails_search_idx ON person_emails (tenant_id, search_email);
