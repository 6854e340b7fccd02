-- Issue 17, ADR 0047: the roster's answer, stored once it is computed and served as stored
-- until something it shows changes. A 2,000-learner roster takes about 30 ms of CPU to read
-- and assemble; stored, it is one row read (and its ETag alone answers a 304).
--
-- Correctness rests on a version per class, bumped in the same transaction as every change
-- the roster shows: a reader reads the version BEFORE the data, and stores its answer only if
-- the version is still the one it read. A change that commits in between bumps the version,
-- so the answer is never stored against it; an answer computed from newer data than its
-- version is merely thrown away at the next bump. Tenant-wide inputs (credit limitation rules,
-- the fields of study's short names) bump one generation per tenant instead.

CREATE TABLE class_roster_snapshots (
  tenant_id integer NOT NULL DEFAULT app_tenant_id(),
  class_id integer NOT NULL,
  -- Bumped by every change to the class's roster; the stored answers are cleared with it.
  version integer NOT NULL DEFAULT 0,
  -- Each form (GET /class/roster/{id} and its compact form) is stored with the tenant's
  -- generation it was computed at, its ETag and its JSON compressed (brotli and gzip; a client
  -- that takes neither gets the gzip inflated, which costs less than reading the JSON itself).
  full_generation integer,
  full_etag text,
  full_br bytea,
  full_gzip bytea,
  compact_generation integer,
  compact_etag text,
  compact_br bytea,
  compact_gzip bytea,
  PRIMARY KEY (tenant_id, class_id),
  FOREIGN KEY (tenant_id, class_id) REFERENCES classes (tenant_id, id) ON DELETE CASCADE
);
SELECT apply_tenant_policy('class_roster_snapshots'::regclass);

CREATE TABLE roster_generations (
  tenant_id integer PRIMARY KEY DEFAULT app_tenant_id() REFERENCES tenants (id),
  generation integer NOT NULL DEFAULT 0
);
SELECT apply_tenant_policy('roster_generations'::regclass);

-- Bumps the versions of these classes of tenant t, once per transaction each (the classes
-- bumped so far are noted in the transaction-local app.roster_bumped). Rows are locked in id
-- order, so two transactions bumping several classes cannot deadlock on them.
CREATE FUNCTION roster_snapshots_bump(t integer, ids integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  done text := coalesce(nullif(current_setting('app.roster_bumped', true), ''), ',');
  todo integer[];
BEGIN
  SELECT array_agg(DISTINCT i ORDER BY i) INTO todo FROM unnest(ids) i
   WHERE i IS NOT NULL AND position(',' || t || ':' || i || ',' IN done) = 0;
  IF todo IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO class_roster_snapshots AS s (tenant_id, class_id, version)
  SELECT c.tenant_id, c.id, 1 FROM classes c WHERE c.tenant_id = t AND c.id = ANY (todo) ORDER BY c.id
  ON CONFLICT (tenant_id, class_id) DO UPDATE SET
    version = s.version + 1,
    full_generation = NULL, full_etag = NULL, full_br = NULL, full_gzip = NULL,
    compact_generation = NULL, compact_etag = NULL, compact_br = NULL, compact_gzip = NULL;
  PERFORM set_config('app.roster_bumped', done || (SELECT string_agg(t || ':' || i, ',') FROM unnest(todo) i) || ',', true);
END $$;

CREATE FUNCTION roster_generation_bump(t integer) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  done text := coalesce(nullif(current_setting('app.roster_bumped', true), ''), ',');
BEGIN
  IF position(',g' || t || ',' IN done) > 0 THEN
    RETURN;
  END IF;
  INSERT INTO roster_generations AS g (tenant_id, generation) VALUES (t, 1)
  ON CONFLICT (tenant_id) DO UPDATE SET generation = g.generation + 1;
  PERFORM set_config('app.roster_bumped', done || 'g' || t || ',', true);
END $$;

-- The trigger: TG_ARGV[0] says how the changed row leads to classes, TG_ARGV[1] names its key
-- column. It runs deferred, at COMMIT, so the version rows are locked only for the commit:
-- a transaction never holds one while it waits for something else.
CREATE FUNCTION roster_snapshot_stale() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  t integer := coalesce(to_jsonb(NEW) ->> 'tenant_id', to_jsonb(OLD) ->> 'tenant_id')::integer;
  keys integer[] := ARRAY[(to_jsonb(OLD) ->> TG_ARGV[1])::integer, (to_jsonb(NEW) ->> TG_ARGV[1])::integer];
  ids integer[];
BEGIN
  CASE TG_ARGV[0]
    WHEN 'class' THEN
      ids := keys;
    WHEN 'roster' THEN
      SELECT array_agg(class_id) INTO ids FROM class_roster WHERE tenant_id = t AND id = ANY (keys);
    WHEN 'course' THEN
      SELECT array_agg(id) INTO ids FROM classes WHERE tenant_id = t AND course_id = ANY (keys);
    WHEN 'module' THEN
      SELECT array_agg(c.id) INTO ids
        FROM agenda_modules m JOIN classes c ON c.tenant_id = m.tenant_id AND c.course_id = m.course_id
       WHERE m.tenant_id = t AND m.id = ANY (keys);
    WHEN 'person' THEN
      SELECT array_agg(DISTINCT class_id) INTO ids FROM class_roster WHERE tenant_id = t AND person_id = ANY (keys);
    WHEN 'tenant' THEN
      PERFORM roster_generation_bump(t);
      RETURN NULL;
  END CASE;
  PERFORM roster_snapshots_bump(t, ids);
  RETURN NULL;
END $$;

-- Everything readRosterData and assembleRoster read (apps/api/src/modules/classes/roster/).
-- A row deleted with its parent (attendance with its roster row, fields with their module)
-- finds no class at COMMIT; the parent's own trigger has bumped it.
CREATE CONSTRAINT TRIGGER class_roster_snapshot_stale AFTER INSERT OR UPDATE OR DELETE ON class_roster
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION roster_snapshot_stale('class', 'class_id');
CREATE CONSTRAINT TRIGGER roster_attendance_snapshot_stale AFTER INSERT OR UPDATE OR DELETE ON roster_attendance
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION roster_snapshot_stale('roster', 'roster_id');
CREATE CONSTRAINT TRIGGER roster_missed_times_snapshot_stale AFTER INSERT OR UPDATE OR DELETE ON roster_missed_times
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION roster_snapshot_stale('roster', 'roster_id');
CREATE CONSTRAINT TRIGGER class_days_snapshot_stale AFTER INSERT OR UPDATE OR DELETE ON class_days
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION roster_snapshot_stale('class', 'class_id');
-- The class's own row: its delivery method and course (any update, to keep the rule simple).
CREATE CONSTRAINT TRIGGER classes_snapshot_stale AFTER UPDATE ON classes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION roster_snapshot_stale('class', 'id');
CREATE CONSTRAINT TRIGGER courses_snapshot_stale AFTER UPDATE ON courses
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.credit_increment IS DISTINCT FROM NEW.credit_increment OR OLD.delivery_method_id IS DISTINCT FROM NEW.delivery_method_id)
  EXECUTE FUNCTION roster_snapshot_stale('course', 'id');
CREATE CONSTRAINT TRIGGER agenda_modules_snapshot_stale AFTER INSERT OR UPDATE OR DELETE ON agenda_modules
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION roster_snapshot_stale('course', 'course_id');
CREATE CONSTRAINT TRIGGER module_fields_of_study_snapshot_stale AFTER INSERT OR UPDATE OR DELETE ON module_fields_of_study
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION roster_snapshot_stale('module', 'module_id');
CREATE CONSTRAINT TRIGGER persons_snapshot_stale AFTER UPDATE ON persons
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.name_primary_first IS DISTINCT FROM NEW.name_primary_first OR OLD.name_primary_last IS DISTINCT FROM NEW.name_primary_last)
  EXECUTE FUNCTION roster_snapshot_stale('person', 'id');
CREATE CONSTRAINT TRIGGER person_emails_snapshot_stale AFTER INSERT OR UPDATE OR DELETE ON person_emails
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION roster_snapshot_stale('person', 'person_id');
CREATE CONSTRAINT TRIGGER person_licenses_snapshot_stale AFTER INSERT OR UPDATE OR DELETE ON person_licenses
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION roster_snapshot_stale('person', 'person_id');
CREATE CONSTRAINT TRIGGER credit_limitation_rules_snapshot_stale AFTER INSERT OR UPDATE OR DELETE ON credit_limitation_rules
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION roster_snapshot_stale('tenant', 'tenant_id');
CREATE CONSTRAINT TRIGGER fields_of_study_snapshot_stale AFTER INSERT OR UPDATE OR DELETE ON fields_of_study
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION roster_snapshot_stale('tenant', 'tenant_id');
