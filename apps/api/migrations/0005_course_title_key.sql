-- Course search by title under row-level security. lower() is not leakproof, so PostgreSQL
-- will not use `lower(title) > $cursor` as an index condition once RLS applies: deep pages of
-- the title sort filtered every row before the cursor. A stored lower-cased title compares
-- with text operators, which are leakproof, so the keyset condition bounds the index scan.
ALTER TABLE courses ADD COLUMN title_key text GENERATED ALWAYS AS (lower(title)) STORED;
DROP INDEX courses_title_idx;
CREATE INDEX courses_title_key_idx ON courses (tenant_id, title_key, id);
