-- Issue 17, ADR 0048: the part of GET /course/{id} that does not depend on who asks (header,
-- CPE details, agenda with its feedback, external ids, contacts), stored as JSON text once it
-- is computed and served as stored until something it shows changes. A 60-module course takes
-- five statements, 60 module rows to parse, the credit rules and a zod pass to answer; stored,
-- it rides in the statement that checks the caller's access.
--
-- The same design as the roster's (0037, ADR 0047): a version per course, bumped in the same
-- transaction as every change the answer shows; a reader reads it BEFORE the data and stores
-- its answer only if it is unchanged. Tenant-wide inputs (the lookups' names, people's names)
-- bump one generation per tenant instead.

CREATE TABLE course_answers (
  tenant_id integer NOT NULL DEFAULT app_tenant_id(),
  course_id integer NOT NULL,
  -- Bumped by every change to what the answer shows; the stored parts are cleared with it.
  version integer NOT NULL DEFAULT 0,
  -- The tenant's generation the parts were computed at: they are served only while it holds.
  generation integer,
  -- The stored parts, each valid JSON text checked against its contract schema when computed.
  -- Kept apart so that a reader splices the caller's own fields in without parsing them:
  -- header is courseHeader without can_access_agenda_details, cpe is cpeDetails without
  -- is_tenant_sponsor (the tenant's setting, read per request like the steps that use it).
  header text,
  cpe text,
  agenda text,
  external_ids text,
  -- Whether any module is credit-qualified: the steps' rules need it per request.
  credit_qualified boolean,
  PRIMARY KEY (tenant_id, course_id),
  FOREIGN KEY (tenant_id, course_id) REFERENCES courses (tenant_id, id) ON DELETE CASCADE
);
SELECT apply_tenant_policy('course_answers'::regclass);

CREATE TABLE course_answer_generations (
  tenant_id integer PRIMARY KEY DEFAULT app_tenant_id() REFERENCES tenants (id),
  generation integer NOT NULL DEFAULT 0
);
SELECT apply_tenant_policy('course_answer_generations'::regclass);

-- Bumps the versions of these courses of tenant t, once per transaction each (noted in the
-- transaction-local app.course_answer_bumped). Rows are locked in id order, so two transactions
-- bumping several courses cannot deadlock on them.
CREATE FUNCTION course_answers_bump(t integer, ids integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  done text := coalesce(nullif(current_setting('app.course_answer_bumped', true), ''), ',');
  todo integer[];
BEGIN
  SELECT array_agg(DISTINCT i ORDER BY i) INTO todo FROM unnest(ids) i
   WHERE i IS NOT NULL AND position(',' || t || ':' || i || ',' IN done) = 0;
  IF todo IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO course_answers AS s (tenant_id, course_id, version)
  SELECT c.tenant_id, c.id, 1 FROM courses c WHERE c.tenant_id = t AND c.id = ANY (todo) ORDER BY c.id
  ON CONFLICT (tenant_id, course_id) DO UPDATE SET
    version = s.version + 1,
    generation = NULL, header = NULL, cpe = NULL, agenda = NULL, external_ids = NULL, credit_qualified = NULL;
  PERFORM set_config('app.course_answer_bumped', done || (SELECT string_agg(t || ':' || i, ',') FROM unnest(todo) i) || ',', true);
END $$;

CREATE FUNCTION course_answer_generation_bump(t integer) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  done text := coalesce(nullif(current_setting('app.course_answer_bumped', true), ''), ',');
BEGIN
  IF position(',g' || t || ',' IN done) > 0 THEN
    RETURN;
  END IF;
  INSERT INTO course_answer_generations AS g (tenant_id, generation) VALUES (t, 1)
  ON CONFLICT (tenant_id) DO UPDATE SET generation = g.generation + 1;
  PERFORM set_config('app.course_answer_bumped', done || 'g' || t || ',', true);
END $$;

-- The trigger: TG_ARGV[0] says how the changed row leads to courses, TG_ARGV[1] names its key
-- column. Deferred, at COMMIT, so a version row is locked only for the commit.
CREATE FUNCTION course_answer_stale() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  t integer := coalesce(to_jsonb(NEW) ->> 'tenant_id', to_jsonb(OLD) ->> 'tenant_id')::integer;
  keys integer[] := ARRAY[(to_jsonb(OLD) ->> TG_ARGV[1])::integer, (to_jsonb(NEW) ->> TG_ARGV[1])::integer];
  ids integer[];
BEGIN
  CASE TG_ARGV[0]
    WHEN 'course' THEN
      ids := keys;
    WHEN 'module' THEN
      SELECT array_agg(course_id) INTO ids FROM agenda_modules WHERE tenant_id = t AND id = ANY (keys);
    WHEN 'object' THEN
      -- Feedback and external ids are shared by every learning object type; a course (of any
      -- kind, ADR 0023) is type 1 (the contract's COURSE_OBJECT_TYPE).
      ids := ARRAY[
        CASE WHEN (to_jsonb(OLD) ->> 'learning_object_type_id')::integer = 1 THEN keys[1] END,
        CASE WHEN (to_jsonb(NEW) ->> 'learning_object_type_id')::integer = 1 THEN keys[2] END];
    WHEN 'tenant' THEN
      PERFORM course_answer_generation_bump(t);
      RETURN NULL;
  END CASE;
  PERFORM course_answers_bump(t, ids);
  RETURN NULL;
END $$;

-- Everything the stored part reads (apps/api/src/modules/courses/answer/answer-compute.ts).
-- A row deleted with its parent (fields of study with their module) finds no course at COMMIT;
-- the parent's own trigger has bumped it.
CREATE CONSTRAINT TRIGGER courses_answer_stale AFTER UPDATE ON courses
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION course_answer_stale('course', 'id');
CREATE CONSTRAINT TRIGGER agenda_modules_answer_stale AFTER INSERT OR UPDATE OR DELETE ON agenda_modules
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION course_answer_stale('course', 'course_id');
CREATE CONSTRAINT TRIGGER module_fields_of_study_answer_stale AFTER INSERT OR UPDATE OR DELETE ON module_fields_of_study
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION course_answer_stale('module', 'module_id');
CREATE CONSTRAINT TRIGGER module_instructors_answer_stale AFTER INSERT OR UPDATE OR DELETE ON module_instructors
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION course_answer_stale('module', 'module_id');
CREATE CONSTRAINT TRIGGER course_people_answer_stale AFTER INSERT OR UPDATE OR DELETE ON course_people
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION course_answer_stale('course', 'course_id');
CREATE CONSTRAINT TRIGGER external_ids_answer_stale AFTER INSERT OR UPDATE OR DELETE ON external_ids
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION course_answer_stale('object', 'learning_object_id');
CREATE CONSTRAINT TRIGGER feedback_answer_stale AFTER INSERT OR UPDATE OR DELETE ON feedback
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION course_answer_stale('object', 'learning_object_id');
-- Names shown by every course that uses them. People appear as the creator, contacts,
-- developers, instructors and feedback's submitters and resolvers, of which only contacts are
-- indexed by person: a rename bumps the tenant (each course is computed once more) rather than
-- scanning modules and feedback at COMMIT.
CREATE CONSTRAINT TRIGGER persons_answer_stale AFTER UPDATE ON persons
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.name_primary_first IS DISTINCT FROM NEW.name_primary_first OR OLD.name_primary_last IS DISTINCT FROM NEW.name_primary_last)
  EXECUTE FUNCTION course_answer_stale('tenant', 'tenant_id');
-- Lookups are referenced by foreign keys, so only a rename changes what an answer shows.
CREATE CONSTRAINT TRIGGER agenda_types_answer_stale AFTER UPDATE ON agenda_types
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION course_answer_stale('tenant', 'tenant_id');
CREATE CONSTRAINT TRIGGER delivery_methods_answer_stale AFTER UPDATE ON delivery_methods
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION course_answer_stale('tenant', 'tenant_id');
CREATE CONSTRAINT TRIGGER module_types_answer_stale AFTER UPDATE ON module_types
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION course_answer_stale('tenant', 'tenant_id');
CREATE CONSTRAINT TRIGGER knowledge_levels_answer_stale AFTER UPDATE ON knowledge_levels
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION course_answer_stale('tenant', 'tenant_id');
CREATE CONSTRAINT TRIGGER fields_of_study_answer_stale AFTER UPDATE ON fields_of_study
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION course_answer_stale('tenant', 'tenant_id');
