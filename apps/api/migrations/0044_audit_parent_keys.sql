-- Issue 27: a class's audit trail tells its roster's attendance and missed time, which carry
-- roster_id, and it must stay fast for a class of 2,000 learners in a firm of many classes.
--
-- Each audit row of a part of a class now names its parent in a column of its own, parent_id:
-- the class (class_id) of its days, contacts, instructors, roster and codes, and the roster
-- entry (roster_id) of attendance and missed time. Why a column rather than an index on the
-- row images (as audit_log_class_idx of migration 0007): under forced row-level security
-- PostgreSQL uses an index condition before the tenant policy only when it is leakproof, and
-- ->> is not, so that index narrowed a trail to the firm's class parts and no further. A plain
-- text column compares with text equality, which is leakproof: the index finds one class's rows.
ALTER TABLE audit_log ADD COLUMN parent_id text;

-- audit_row of migration 0027, and the parent key: the column the trigger names (TG_ARGV[0]).
CREATE OR REPLACE FUNCTION audit_row() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) - 'password_hash' END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) - 'password_hash' END;
  changed_secret boolean := TG_OP = 'UPDATE' AND to_jsonb(OLD)->'password_hash' IS DISTINCT FROM to_jsonb(NEW)->'password_hash';
BEGIN
  IF TG_OP = 'UPDATE' AND old_row = new_row AND NOT changed_secret THEN
    RETURN NULL;
  END IF;
  IF changed_secret THEN
    new_row := new_row || '{"password_hash": "[changed]"}'::jsonb;
  END IF;
  INSERT INTO audit_log (tenant_id, person_id, proxy_person_id, entity, entity_id, action, before, after, parent_id)
  VALUES (
    (coalesce(new_row, old_row)->>'tenant_id')::integer,
    nullif(current_setting('app.person_id', true), '')::integer,
    nullif(current_setting('app.proxy_person_id', true), '')::integer,
    TG_TABLE_NAME,
    coalesce(new_row, old_row)->>'id',
    TG_OP,
    old_row,
    new_row,
    CASE WHEN TG_NARGS > 0 THEN coalesce(new_row, old_row)->>TG_ARGV[0] END);
  RETURN NULL;
END $$;

-- apply_audit with the column that names the row's parent (its audit rows carry it as parent_id).
CREATE FUNCTION apply_audit(tbl regclass, parent_key text) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS audit ON %s', tbl);
  EXECUTE format(
    'CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH ROW EXECUTE FUNCTION audit_row(%L)', tbl, parent_key);
END $$;

SELECT apply_audit(t, 'class_id') FROM unnest(ARRAY[
  'class_days', 'class_contacts', 'class_instructors', 'class_roster', 'attendance_codes'
]::regclass[]) AS t;
SELECT apply_audit(t, 'roster_id') FROM unnest(ARRAY['roster_attendance', 'roster_missed_times']::regclass[]) AS t;

-- The rows written before (the migration runs as the schema owner, as every backfill here).
UPDATE audit_log SET parent_id = coalesce(after, before) ->> 'class_id'
 WHERE entity IN ('class_days', 'class_contacts', 'class_instructors', 'class_roster', 'attendance_codes');
UPDATE audit_log SET parent_id = coalesce(after, before) ->> 'roster_id'
 WHERE entity IN ('roster_attendance', 'roster_missed_times');

CREATE INDEX audit_log_parent_idx ON audit_log (tenant_id, entity, parent_id) WHERE parent_id IS NOT NULL;
-- Its work is the new index's, which does it under the tenant policy.
DROP INDEX audit_log_class_idx;
