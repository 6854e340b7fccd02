-- GENERATED from the stored answers' declarations (ADR 0062) by `npm run -w @cpe/api db:stored-answers`.
-- Do not edit: change a declaration and generate a new migration. A test checks that the latest
-- migration of this name is what the declarations generate now.

-- What an earlier generation made.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT t.tgname, t.tgrelid::regclass AS tbl FROM pg_trigger t
            WHERE t.tgname LIKE 'stored\_answer\_%' AND NOT t.tgisinternal LOOP
    EXECUTE format('DROP TRIGGER %I ON %s', r.tgname, r.tbl);
  END LOOP;
  FOR r IN SELECT p.oid::regprocedure AS fn FROM pg_proc p
            WHERE p.pronamespace = current_schema()::regnamespace AND p.proname LIKE 'stored\_answer\_%' LOOP
    EXECUTE format('DROP FUNCTION %s', r.fn);
  END LOOP;
END $$;

-- The stored answer 'roster', kept in class_roster_snapshots.

CREATE FUNCTION stored_answer_roster_bump(changed_tenant integer, changed_keys integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  done text := coalesce(nullif(current_setting('app.stored_answer_roster', true), ''), ',');
  todo integer[];
BEGIN
  SELECT array_agg(DISTINCT k ORDER BY k) INTO todo FROM unnest(changed_keys) k
   WHERE k IS NOT NULL AND position(',' || changed_tenant || ':' || k || ',' IN done) = 0;
  IF todo IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO class_roster_snapshots AS s (tenant_id, class_id, version)
  SELECT o.tenant_id, o.id, 1 FROM classes o WHERE o.tenant_id = changed_tenant AND o.id = ANY (todo) ORDER BY o.id
  ON CONFLICT (tenant_id, class_id) DO UPDATE SET
    version = s.version + 1,
    full_generation = NULL, full_etag = NULL, full_br = NULL, full_gzip = NULL, compact_generation = NULL, compact_etag = NULL, compact_br = NULL, compact_gzip = NULL;
  PERFORM set_config('app.stored_answer_roster', done || (SELECT string_agg(changed_tenant || ':' || k, ',') FROM unnest(todo) k) || ',', true);
END $$;

CREATE FUNCTION stored_answer_roster_generation(changed_tenant integer) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  done text := coalesce(nullif(current_setting('app.stored_answer_roster', true), ''), ',');
BEGIN
  IF position(',g' || changed_tenant || ',' IN done) > 0 THEN
    RETURN;
  END IF;
  INSERT INTO roster_generations AS g (tenant_id, generation) VALUES (changed_tenant, 1)
  ON CONFLICT (tenant_id) DO UPDATE SET generation = g.generation + 1;
  PERFORM set_config('app.stored_answer_roster', done || 'g' || changed_tenant || ',', true);
END $$;

-- agenda_modules: course_id, day, day_index, start_time, end_time, is_credit_qualified
CREATE FUNCTION stored_answer_roster_agenda_modules() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed_tenant integer;
  changed_keys integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    changed_tenant := OLD.tenant_id;
    changed_keys := changed_keys || OLD.course_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changed_tenant := NEW.tenant_id;
    changed_keys := changed_keys || NEW.course_id;
  END IF;
  PERFORM stored_answer_roster_bump(changed_tenant, ARRAY(SELECT id FROM classes WHERE tenant_id = changed_tenant AND course_id = ANY (changed_keys)));
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER stored_answer_roster_agenda_modules_rows AFTER INSERT OR DELETE ON agenda_modules
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stored_answer_roster_agenda_modules();
CREATE CONSTRAINT TRIGGER stored_answer_roster_agenda_modules_update AFTER UPDATE ON agenda_modules
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.course_id IS DISTINCT FROM NEW.course_id OR OLD.day IS DISTINCT FROM NEW.day OR OLD.day_index IS DISTINCT FROM NEW.day_index OR OLD.start_time IS DISTINCT FROM NEW.start_time OR OLD.end_time IS DISTINCT FROM NEW.end_time OR OLD.is_credit_qualified IS DISTINCT FROM NEW.is_credit_qualified)
  EXECUTE FUNCTION stored_answer_roster_agenda_modules();

-- class_days: class_id, day, class_date, start_time, end_time
CREATE FUNCTION stored_answer_roster_class_days() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed_tenant integer;
  changed_keys integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    changed_tenant := OLD.tenant_id;
    changed_keys := changed_keys || OLD.class_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changed_tenant := NEW.tenant_id;
    changed_keys := changed_keys || NEW.class_id;
  END IF;
  PERFORM stored_answer_roster_bump(changed_tenant, changed_keys);
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER stored_answer_roster_class_days_rows AFTER INSERT OR DELETE ON class_days
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stored_answer_roster_class_days();
CREATE CONSTRAINT TRIGGER stored_answer_roster_class_days_update AFTER UPDATE ON class_days
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.class_id IS DISTINCT FROM NEW.class_id OR OLD.day IS DISTINCT FROM NEW.day OR OLD.class_date IS DISTINCT FROM NEW.class_date OR OLD.start_time IS DISTINCT FROM NEW.start_time OR OLD.end_time IS DISTINCT FROM NEW.end_time)
  EXECUTE FUNCTION stored_answer_roster_class_days();

-- class_roster: class_id, person_id, is_external_learner, roster_add_method_id, removed_at
CREATE FUNCTION stored_answer_roster_class_roster() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed_tenant integer;
  changed_keys integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    changed_tenant := OLD.tenant_id;
    changed_keys := changed_keys || OLD.class_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changed_tenant := NEW.tenant_id;
    changed_keys := changed_keys || NEW.class_id;
  END IF;
  PERFORM stored_answer_roster_bump(changed_tenant, changed_keys);
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER stored_answer_roster_class_roster_rows AFTER INSERT OR DELETE ON class_roster
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stored_answer_roster_class_roster();
CREATE CONSTRAINT TRIGGER stored_answer_roster_class_roster_update AFTER UPDATE ON class_roster
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.class_id IS DISTINCT FROM NEW.class_id OR OLD.person_id IS DISTINCT FROM NEW.person_id OR OLD.is_external_learner IS DISTINCT FROM NEW.is_external_learner OR OLD.roster_add_method_id IS DISTINCT FROM NEW.roster_add_method_id OR OLD.removed_at IS DISTINCT FROM NEW.removed_at)
  EXECUTE FUNCTION stored_answer_roster_class_roster();

-- classes: course_id, delivery_method_id, timezone
CREATE FUNCTION stored_answer_roster_classes() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed_tenant integer;
  changed_keys integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    changed_tenant := OLD.tenant_id;
    changed_keys := changed_keys || OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changed_tenant := NEW.tenant_id;
    changed_keys := changed_keys || NEW.id;
  END IF;
  PERFORM stored_answer_roster_bump(changed_tenant, changed_keys);
  RETURN NULL;
END $$;
-- No insert or delete: an answer is stored per class: a new class has none yet, and a deleted one takes its own with it
CREATE CONSTRAINT TRIGGER stored_answer_roster_classes_update AFTER UPDATE ON classes
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.course_id IS DISTINCT FROM NEW.course_id OR OLD.delivery_method_id IS DISTINCT FROM NEW.delivery_method_id OR OLD.timezone IS DISTINCT FROM NEW.timezone OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION stored_answer_roster_classes();

-- courses: delivery_method_id, credit_increment
CREATE FUNCTION stored_answer_roster_courses() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed_tenant integer;
  changed_keys integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    changed_tenant := OLD.tenant_id;
    changed_keys := changed_keys || OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changed_tenant := NEW.tenant_id;
    changed_keys := changed_keys || NEW.id;
  END IF;
  PERFORM stored_answer_roster_bump(changed_tenant, ARRAY(SELECT id FROM classes WHERE tenant_id = changed_tenant AND course_id = ANY (changed_keys)));
  RETURN NULL;
END $$;
-- No insert or delete: a course with classes cannot be deleted, and a new one has none
CREATE CONSTRAINT TRIGGER stored_answer_roster_courses_update AFTER UPDATE ON courses
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.delivery_method_id IS DISTINCT FROM NEW.delivery_method_id OR OLD.credit_increment IS DISTINCT FROM NEW.credit_increment OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION stored_answer_roster_courses();

-- credit_limitation_rules: name, scope, max_credits, field_of_study_id, delivery_method_id, jurisdiction_id, is_active
CREATE FUNCTION stored_answer_roster_credit_limitation_rules() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed_tenant integer;
  changed_keys integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    changed_tenant := OLD.tenant_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changed_tenant := NEW.tenant_id;
  END IF;
  PERFORM stored_answer_roster_generation(changed_tenant);
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER stored_answer_roster_credit_limitation_rules_rows AFTER INSERT OR DELETE ON credit_limitation_rules
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stored_answer_roster_credit_limitation_rules();
CREATE CONSTRAINT TRIGGER stored_answer_roster_credit_limitation_rules_update AFTER UPDATE ON credit_limitation_rules
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.scope IS DISTINCT FROM NEW.scope OR OLD.max_credits IS DISTINCT FROM NEW.max_credits OR OLD.field_of_study_id IS DISTINCT FROM NEW.field_of_study_id OR OLD.delivery_method_id IS DISTINCT FROM NEW.delivery_method_id OR OLD.jurisdiction_id IS DISTINCT FROM NEW.jurisdiction_id OR OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION stored_answer_roster_credit_limitation_rules();

-- fields_of_study: subject_short_name
CREATE FUNCTION stored_answer_roster_fields_of_study() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed_tenant integer;
  changed_keys integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    changed_tenant := OLD.tenant_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changed_tenant := NEW.tenant_id;
  END IF;
  PERFORM stored_answer_roster_generation(changed_tenant);
  RETURN NULL;
END $$;
-- No insert or delete: a row shown only through a reference: a new one is not shown until referenced, a referenced one cannot be deleted
CREATE CONSTRAINT TRIGGER stored_answer_roster_fields_of_study_update AFTER UPDATE ON fields_of_study
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.subject_short_name IS DISTINCT FROM NEW.subject_short_name)
  EXECUTE FUNCTION stored_answer_roster_fields_of_study();

-- module_fields_of_study: module_id, field_of_study_id, percent
CREATE FUNCTION stored_answer_roster_module_fields_of_study() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed_tenant integer;
  changed_keys integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    changed_tenant := OLD.tenant_id;
    changed_keys := changed_keys || OLD.module_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changed_tenant := NEW.tenant_id;
    changed_keys := changed_keys || NEW.module_id;
  END IF;
  PERFORM stored_answer_roster_bump(changed_tenant, ARRAY(SELECT c.id FROM agenda_modules m JOIN classes c ON c.tenant_id = m.tenant_id AND c.course_id = m.course_id
    WHERE m.tenant_id = changed_tenant AND m.id = ANY (changed_keys)));
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER stored_answer_roster_module_fields_of_study_rows AFTER INSERT OR DELETE ON module_fields_of_study
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stored_answer_roster_module_fields_of_study();
CREATE CONSTRAINT TRIGGER stored_answer_roster_module_fields_of_study_update AFTER UPDATE ON module_fields_of_study
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.module_id IS DISTINCT FROM NEW.module_id OR OLD.field_of_study_id IS DISTINCT FROM NEW.field_of_study_id OR OLD.percent IS DISTINCT FROM NEW.percent)
  EXECUTE FUNCTION stored_answer_roster_module_fields_of_study();

-- person_emails: person_id, email_address, is_primary
CREATE FUNCTION stored_answer_roster_person_emails() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed_tenant integer;
  changed_keys integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    changed_tenant := OLD.tenant_id;
    changed_keys := changed_keys || OLD.person_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changed_tenant := NEW.tenant_id;
    changed_keys := changed_keys || NEW.person_id;
  END IF;
  PERFORM stored_answer_roster_bump(changed_tenant, ARRAY(SELECT DISTINCT class_id FROM class_roster WHERE tenant_id = changed_tenant AND person_id = ANY (changed_keys)));
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER stored_answer_roster_person_emails_rows AFTER INSERT OR DELETE ON person_emails
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stored_answer_roster_person_emails();
CREATE CONSTRAINT TRIGGER stored_answer_roster_person_emails_update AFTER UPDATE ON person_emails
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.person_id IS DISTINCT FROM NEW.person_id OR OLD.email_address IS DISTINCT FROM NEW.email_address OR OLD.is_primary IS DISTINCT FROM NEW.is_primary)
  EXECUTE FUNCTION stored_answer_roster_person_emails();

-- person_licenses: person_id, jurisdiction_id, status
CREATE FUNCTION stored_answer_roster_person_licenses() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed_tenant integer;
  changed_keys integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    changed_tenant := OLD.tenant_id;
    changed_keys := changed_keys || OLD.person_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changed_tenant := NEW.tenant_id;
    changed_keys := changed_keys || NEW.person_id;
  END IF;
  PERFORM stored_answer_roster_bump(changed_tenant, ARRAY(SELECT DISTINCT class_id FROM class_roster WHERE tenant_id = changed_tenant AND person_id = ANY (changed_keys)));
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER stored_answer_roster_person_licenses_rows AFTER INSERT OR DELETE ON person_licenses
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stored_answer_roster_person_licenses();
CREATE CONSTRAINT TRIGGER stored_answer_roster_person_licenses_update AFTER UPDATE ON person_licenses
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.person_id IS DISTINCT FROM NEW.person_id OR OLD.jurisdiction_id IS DISTINCT FROM NEW.jurisdiction_id OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION stored_answer_roster_person_licenses();

-- persons: name_primary_first, name_primary_last
CREATE FUNCTION stored_answer_roster_persons() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed_tenant integer;
  changed_keys integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    changed_tenant := OLD.tenant_id;
    changed_keys := changed_keys || OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changed_tenant := NEW.tenant_id;
    changed_keys := changed_keys || NEW.id;
  END IF;
  PERFORM stored_answer_roster_bump(changed_tenant, ARRAY(SELECT DISTINCT class_id FROM class_roster WHERE tenant_id = changed_tenant AND person_id = ANY (changed_keys)));
  RETURN NULL;
END $$;
-- No insert or delete: a row shown only through a reference: a new one is not shown until referenced, a referenced one cannot be deleted
CREATE CONSTRAINT TRIGGER stored_answer_roster_persons_update AFTER UPDATE ON persons
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.name_primary_first IS DISTINCT FROM NEW.name_primary_first OR OLD.name_primary_last IS DISTINCT FROM NEW.name_primary_last OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION stored_answer_roster_persons();

-- roster_attendance: roster_id, day, attended
CREATE FUNCTION stored_answer_roster_roster_attendance() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed_tenant integer;
  changed_keys integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    changed_tenant := OLD.tenant_id;
    changed_keys := changed_keys || OLD.roster_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changed_tenant := NEW.tenant_id;
    changed_keys := changed_keys || NEW.roster_id;
  END IF;
  PERFORM stored_answer_roster_bump(changed_tenant, ARRAY(SELECT class_id FROM class_roster WHERE tenant_id = changed_tenant AND id = ANY (changed_keys)));
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER stored_answer_roster_roster_attendance_rows AFTER INSERT OR DELETE ON roster_attendance
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stored_answer_roster_roster_attendance();
CREATE CONSTRAINT TRIGGER stored_answer_roster_roster_attendance_update AFTER UPDATE ON roster_attendance
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.roster_id IS DISTINCT FROM NEW.roster_id OR OLD.day IS DISTINCT FROM NEW.day OR OLD.attended IS DISTINCT FROM NEW.attended)
  EXECUTE FUNCTION stored_answer_roster_roster_attendance();

-- roster_missed_times: roster_id, day, start_at, returned_at
CREATE FUNCTION stored_answer_roster_roster_missed_times() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed_tenant integer;
  changed_keys integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    changed_tenant := OLD.tenant_id;
    changed_keys := changed_keys || OLD.roster_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changed_tenant := NEW.tenant_id;
    changed_keys := changed_keys || NEW.roster_id;
  END IF;
  PERFORM stored_answer_roster_bump(changed_tenant, ARRAY(SELECT class_id FROM class_roster WHERE tenant_id = changed_tenant AND id = ANY (changed_keys)));
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER stored_answer_roster_roster_missed_times_rows AFTER INSERT OR DELETE ON roster_missed_times
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stored_answer_roster_roster_missed_times();
CREATE CONSTRAINT TRIGGER stored_answer_roster_roster_missed_times_update AFTER UPDATE ON roster_missed_times
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.roster_id IS DISTINCT FROM NEW.roster_id OR OLD.day IS DISTINCT FROM NEW.day OR OLD.start_at IS DISTINCT FROM NEW.start_at OR OLD.returned_at IS DISTINCT FROM NEW.returned_at)
  EXECUTE FUNCTION stored_answer_roster_roster_missed_times();

-- The stored answer 'course', kept in course_answers.

CREATE FUNCTION stored_answer_course_bump(changed_tenant integer, changed_keys integer[]) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  done text := coalesce(nullif(current_setting('app.stored_answer_course', true), ''), ',');
  todo integer[];
BEGIN
  SELECT array_agg(DISTINCT k ORDER BY k) INTO todo FROM unnest(changed_keys) k
   WHERE k IS NOT NULL AND position(',' || changed_tenant || ':' || k || ',' IN done) = 0;
  IF todo IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO course_answers AS s (tenant_id, course_id, version)
  SELECT o.tenant_id, o.id, 1 FROM courses o WHERE o.tenant_id = changed_tenant AND o.id = ANY (todo) ORDER BY o.id
  ON CONFLICT (tenant_id, course_id) DO UPDATE SET
    version = s.version + 1,
    generation = NULL, header = NULL, cpe = NULL, agenda = NULL, external_ids = NULL, credit_qualified = NULL;
  PERFORM set_config('app.stored_answer_course', done || (SELECT string_agg(changed_tenant || ':' || k, ',') FROM unnest(todo) k) || ',', true);
END $$;

CREATE FUNCTION stored_answer_course_generation(changed_tenant integer) RETURNS void
  LANGUAGE plpgsql AS $$
DECLARE
  done text := coalesce(nullif(current_setting('app.stored_answer_course', true), ''), ',');
BEGIN
  IF position(',g' || changed_tenant || ',' IN done) > 0 THEN
    RETURN;
  END IF;
  INSERT INTO course_answer_generations AS g (tenant_id, generation) VALUES (changed_tenant, 1)
  ON CONFLICT (tenant_id) DO UPDATE SET generation = g.generation + 1;
  PERFORM set_config('app.stored_answer_course', done || 'g' || changed_tenant || ',', true);
END $$;

-- agenda_modules: course_id, day, day_index, title, description, module_type_id, knowledge_level_id, start_time, end_time, is_credit_qualified, developer_id, updated_by
CREATE FUNCTION stored_answer_course_agenda_modules() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed_tenant integer;
  changed_keys integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    changed_tenant := OLD.tenant_id;
    changed_keys := changed_keys || OLD.course_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changed_tenant := NEW.tenant_id;
    changed_keys := changed_keys || NEW.course_id;
  END IF;
  PERFORM stored_answer_course_bump(changed_tenant, changed_keys);
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER stored_answer_course_agenda_modules_rows AFTER INSERT OR DELETE ON agenda_modules
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stored_answer_course_agenda_modules();
CREATE CONSTRAINT TRIGGER stored_answer_course_agenda_modules_update AFTER UPDATE ON agenda_modules
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.course_id IS DISTINCT FROM NEW.course_id OR OLD.day IS DISTINCT FROM NEW.day OR OLD.day_index IS DISTINCT FROM NEW.day_index OR OLD.title IS DISTINCT FROM NEW.title OR OLD.description IS DISTINCT FROM NEW.description OR OLD.module_type_id IS DISTINCT FROM NEW.module_type_id OR OLD.knowledge_level_id IS DISTINCT FROM NEW.knowledge_level_id OR OLD.start_time IS DISTINCT FROM NEW.start_time OR OLD.end_time IS DISTINCT FROM NEW.end_time OR OLD.is_credit_qualified IS DISTINCT FROM NEW.is_credit_qualified OR OLD.developer_id IS DISTINCT FROM NEW.developer_id OR OLD.updated_by IS DISTINCT FROM NEW.updated_by)
  EXECUTE FUNCTION stored_answer_course_agenda_modules();

-- agenda_types: name
CREATE FUNCTION stored_answer_course_agenda_types() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed_tenant integer;
  changed_keys integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    changed_tenant := OLD.tenant_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changed_tenant := NEW.tenant_id;
  END IF;
  PERFORM stored_answer_course_generation(changed_tenant);
  RETURN NULL;
END $$;
-- No insert or delete: a name shown through a reference: a new row is not shown until referenced, a referenced one cannot be deleted
CREATE CONSTRAINT TRIGGER stored_answer_course_agenda_types_update AFTER UPDATE ON agenda_types
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION stored_answer_course_agenda_types();

-- course_people: course_id, person_id, contact_role
CREATE FUNCTION stored_answer_course_course_people() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed_tenant integer;
  changed_keys integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    changed_tenant := OLD.tenant_id;
    changed_keys := changed_keys || OLD.course_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changed_tenant := NEW.tenant_id;
    changed_keys := changed_keys || NEW.course_id;
  END IF;
  PERFORM stored_answer_course_bump(changed_tenant, changed_keys);
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER stored_answer_course_course_people_rows AFTER INSERT OR DELETE ON course_people
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stored_answer_course_course_people();
CREATE CONSTRAINT TRIGGER stored_answer_course_course_people_update AFTER UPDATE ON course_people
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.course_id IS DISTINCT FROM NEW.course_id OR OLD.person_id IS DISTINCT FROM NEW.person_id OR OLD.contact_role IS DISTINCT FROM NEW.contact_role)
  EXECUTE FUNCTION stored_answer_course_course_people();

-- courses: title, description, objectives, course_status, pre_edited_status, version, agenda_type_id, delivery_method_id, lrt_id, loid, lms_id, sponsoring_org, finalization_date, prerequisites, created_by, created_at, updated_at, credit_increment, is_irs_ce, is_irs_ce_approved, irs_program_number, self_study_words, self_study_media_minutes, self_study_review_questions, self_study_exam_questions
CREATE FUNCTION stored_answer_course_courses() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed_tenant integer;
  changed_keys integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    changed_tenant := OLD.tenant_id;
    changed_keys := changed_keys || OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changed_tenant := NEW.tenant_id;
    changed_keys := changed_keys || NEW.id;
  END IF;
  PERFORM stored_answer_course_bump(changed_tenant, changed_keys);
  RETURN NULL;
END $$;
-- No insert or delete: an answer is stored per course: a new course has none yet, a deleted one takes its own with it
CREATE CONSTRAINT TRIGGER stored_answer_course_courses_update AFTER UPDATE ON courses
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.description IS DISTINCT FROM NEW.description OR OLD.objectives IS DISTINCT FROM NEW.objectives OR OLD.course_status IS DISTINCT FROM NEW.course_status OR OLD.pre_edited_status IS DISTINCT FROM NEW.pre_edited_status OR OLD.version IS DISTINCT FROM NEW.version OR OLD.agenda_type_id IS DISTINCT FROM NEW.agenda_type_id OR OLD.delivery_method_id IS DISTINCT FROM NEW.delivery_method_id OR OLD.lrt_id IS DISTINCT FROM NEW.lrt_id OR OLD.loid IS DISTINCT FROM NEW.loid OR OLD.lms_id IS DISTINCT FROM NEW.lms_id OR OLD.sponsoring_org IS DISTINCT FROM NEW.sponsoring_org OR OLD.finalization_date IS DISTINCT FROM NEW.finalization_date OR OLD.prerequisites IS DISTINCT FROM NEW.prerequisites OR OLD.created_by IS DISTINCT FROM NEW.created_by OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.updated_at IS DISTINCT FROM NEW.updated_at OR OLD.credit_increment IS DISTINCT FROM NEW.credit_increment OR OLD.is_irs_ce IS DISTINCT FROM NEW.is_irs_ce OR OLD.is_irs_ce_approved IS DISTINCT FROM NEW.is_irs_ce_approved OR OLD.irs_program_number IS DISTINCT FROM NEW.irs_program_number OR OLD.self_study_words IS DISTINCT FROM NEW.self_study_words OR OLD.self_study_media_minutes IS DISTINCT FROM NEW.self_study_media_minutes OR OLD.self_study_review_questions IS DISTINCT FROM NEW.self_study_review_questions OR OLD.self_study_exam_questions IS DISTINCT FROM NEW.self_study_exam_questions OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION stored_answer_course_courses();

-- delivery_methods: name
CREATE FUNCTION stored_answer_course_delivery_methods() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed_tenant integer;
  changed_keys integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    changed_tenant := OLD.tenant_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changed_tenant := NEW.tenant_id;
  END IF;
  PERFORM stored_answer_course_generation(changed_tenant);
  RETURN NULL;
END $$;
-- No insert or delete: a name shown through a reference: a new row is not shown until referenced, a referenced one cannot be deleted
CREATE CONSTRAINT TRIGGER stored_answer_course_delivery_methods_update AFTER UPDATE ON delivery_methods
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION stored_answer_course_delivery_methods();

-- external_ids: learning_object_type_id, learning_object_id, id_type, external_id_value
CREATE FUNCTION stored_answer_course_external_ids() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed_tenant integer;
  changed_keys integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    changed_tenant := OLD.tenant_id;
    IF OLD.learning_object_type_id = 1 THEN
      changed_keys := changed_keys || OLD.learning_object_id;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changed_tenant := NEW.tenant_id;
    IF NEW.learning_object_type_id = 1 THEN
      changed_keys := changed_keys || NEW.learning_object_id;
    END IF;
  END IF;
  PERFORM stored_answer_course_bump(changed_tenant, changed_keys);
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER stored_answer_course_external_ids_rows AFTER INSERT OR DELETE ON external_ids
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stored_answer_course_external_ids();
CREATE CONSTRAINT TRIGGER stored_answer_course_external_ids_update AFTER UPDATE ON external_ids
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.learning_object_type_id IS DISTINCT FROM NEW.learning_object_type_id OR OLD.learning_object_id IS DISTINCT FROM NEW.learning_object_id OR OLD.id_type IS DISTINCT FROM NEW.id_type OR OLD.external_id_value IS DISTINCT FROM NEW.external_id_value)
  EXECUTE FUNCTION stored_answer_course_external_ids();

-- feedback: learning_object_type_id, learning_object_id, page_identifier, field_identifier, is_resolved, feedback_note, submitter_id, feedback_on, resolved_on, resolver_id, resolution_note
CREATE FUNCTION stored_answer_course_feedback() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed_tenant integer;
  changed_keys integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    changed_tenant := OLD.tenant_id;
    IF OLD.learning_object_type_id = 1 THEN
      changed_keys := changed_keys || OLD.learning_object_id;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changed_tenant := NEW.tenant_id;
    IF NEW.learning_object_type_id = 1 THEN
      changed_keys := changed_keys || NEW.learning_object_id;
    END IF;
  END IF;
  PERFORM stored_answer_course_bump(changed_tenant, changed_keys);
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER stored_answer_course_feedback_rows AFTER INSERT OR DELETE ON feedback
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stored_answer_course_feedback();
CREATE CONSTRAINT TRIGGER stored_answer_course_feedback_update AFTER UPDATE ON feedback
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.learning_object_type_id IS DISTINCT FROM NEW.learning_object_type_id OR OLD.learning_object_id IS DISTINCT FROM NEW.learning_object_id OR OLD.page_identifier IS DISTINCT FROM NEW.page_identifier OR OLD.field_identifier IS DISTINCT FROM NEW.field_identifier OR OLD.is_resolved IS DISTINCT FROM NEW.is_resolved OR OLD.feedback_note IS DISTINCT FROM NEW.feedback_note OR OLD.submitter_id IS DISTINCT FROM NEW.submitter_id OR OLD.feedback_on IS DISTINCT FROM NEW.feedback_on OR OLD.resolved_on IS DISTINCT FROM NEW.resolved_on OR OLD.resolver_id IS DISTINCT FROM NEW.resolver_id OR OLD.resolution_note IS DISTINCT FROM NEW.resolution_note)
  EXECUTE FUNCTION stored_answer_course_feedback();

-- fields_of_study: name
CREATE FUNCTION stored_answer_course_fields_of_study() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed_tenant integer;
  changed_keys integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    changed_tenant := OLD.tenant_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changed_tenant := NEW.tenant_id;
  END IF;
  PERFORM stored_answer_course_generation(changed_tenant);
  RETURN NULL;
END $$;
-- No insert or delete: a name shown through a reference: a new row is not shown until referenced, a referenced one cannot be deleted
CREATE CONSTRAINT TRIGGER stored_answer_course_fields_of_study_update AFTER UPDATE ON fields_of_study
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION stored_answer_course_fields_of_study();

-- knowledge_levels: name
CREATE FUNCTION stored_answer_course_knowledge_levels() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed_tenant integer;
  changed_keys integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    changed_tenant := OLD.tenant_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changed_tenant := NEW.tenant_id;
  END IF;
  PERFORM stored_answer_course_generation(changed_tenant);
  RETURN NULL;
END $$;
-- No insert or delete: a name shown through a reference: a new row is not shown until referenced, a referenced one cannot be deleted
CREATE CONSTRAINT TRIGGER stored_answer_course_knowledge_levels_update AFTER UPDATE ON knowledge_levels
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION stored_answer_course_knowledge_levels();

-- module_fields_of_study: module_id, field_of_study_id, percent
CREATE FUNCTION stored_answer_course_module_fields_of_study() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed_tenant integer;
  changed_keys integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    changed_tenant := OLD.tenant_id;
    changed_keys := changed_keys || OLD.module_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changed_tenant := NEW.tenant_id;
    changed_keys := changed_keys || NEW.module_id;
  END IF;
  PERFORM stored_answer_course_bump(changed_tenant, ARRAY(SELECT course_id FROM agenda_modules WHERE tenant_id = changed_tenant AND id = ANY (changed_keys)));
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER stored_answer_course_module_fields_of_study_rows AFTER INSERT OR DELETE ON module_fields_of_study
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stored_answer_course_module_fields_of_study();
CREATE CONSTRAINT TRIGGER stored_answer_course_module_fields_of_study_update AFTER UPDATE ON module_fields_of_study
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.module_id IS DISTINCT FROM NEW.module_id OR OLD.field_of_study_id IS DISTINCT FROM NEW.field_of_study_id OR OLD.percent IS DISTINCT FROM NEW.percent)
  EXECUTE FUNCTION stored_answer_course_module_fields_of_study();

-- module_instructors: module_id, person_id
CREATE FUNCTION stored_answer_course_module_instructors() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed_tenant integer;
  changed_keys integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    changed_tenant := OLD.tenant_id;
    changed_keys := changed_keys || OLD.module_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changed_tenant := NEW.tenant_id;
    changed_keys := changed_keys || NEW.module_id;
  END IF;
  PERFORM stored_answer_course_bump(changed_tenant, ARRAY(SELECT course_id FROM agenda_modules WHERE tenant_id = changed_tenant AND id = ANY (changed_keys)));
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER stored_answer_course_module_instructors_rows AFTER INSERT OR DELETE ON module_instructors
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION stored_answer_course_module_instructors();
CREATE CONSTRAINT TRIGGER stored_answer_course_module_instructors_update AFTER UPDATE ON module_instructors
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.module_id IS DISTINCT FROM NEW.module_id OR OLD.person_id IS DISTINCT FROM NEW.person_id)
  EXECUTE FUNCTION stored_answer_course_module_instructors();

-- module_types: name
CREATE FUNCTION stored_answer_course_module_types() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed_tenant integer;
  changed_keys integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    changed_tenant := OLD.tenant_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changed_tenant := NEW.tenant_id;
  END IF;
  PERFORM stored_answer_course_generation(changed_tenant);
  RETURN NULL;
END $$;
-- No insert or delete: a name shown through a reference: a new row is not shown until referenced, a referenced one cannot be deleted
CREATE CONSTRAINT TRIGGER stored_answer_course_module_types_update AFTER UPDATE ON module_types
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION stored_answer_course_module_types();

-- persons: name_primary_first, name_primary_last
CREATE FUNCTION stored_answer_course_persons() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  changed_tenant integer;
  changed_keys integer[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    changed_tenant := OLD.tenant_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changed_tenant := NEW.tenant_id;
  END IF;
  PERFORM stored_answer_course_generation(changed_tenant);
  RETURN NULL;
END $$;
-- No insert or delete: a name shown through a reference: a new row is not shown until referenced, a referenced one cannot be deleted
CREATE CONSTRAINT TRIGGER stored_answer_course_persons_update AFTER UPDATE ON persons
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.name_primary_first IS DISTINCT FROM NEW.name_primary_first OR OLD.name_primary_last IS DISTINCT FROM NEW.name_primary_last)
  EXECUTE FUNCTION stored_answer_course_persons();

-- Answers stored before these triggers: stale (row-level security is forced, so each tenant in turn).
DO $$
DECLARE
  t integer;
BEGIN
  FOR t IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', t::text, true);
    INSERT INTO roster_generations AS g (tenant_id, generation) VALUES (t, 1) ON CONFLICT (tenant_id) DO UPDATE SET generation = g.generation + 1;
    INSERT INTO course_answer_generations AS g (tenant_id, generation) VALUES (t, 1) ON CONFLICT (tenant_id) DO UPDATE SET generation = g.generation + 1;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;
