-- Issue 11, courses.
--
-- 1. The people a course names see it read-only whatever its status: its contacts, its
--    content reviewers and its IRS CE approver. loadCourse looks them up by course (the
--    unique keys lead with course_id); course search and the home work lists look up a
--    person's courses, which these indexes serve.
CREATE INDEX course_people_person_idx ON course_people (tenant_id, person_id, course_id);
CREATE INDEX content_reviews_reviewer_idx ON content_reviews (tenant_id, reviewer_id, course_id);
CREATE INDEX courses_irs_reviewer_idx ON courses (tenant_id, irs_reviewer_id) WHERE irs_reviewer_id IS NOT NULL;

-- 2. The course step menu names the steps as the product does: the course's classes are its
--    'Class Details', and the IRS CE Workflow is a step of its own after IRS CE Information.
--    A tenant that renamed the step keeps its name. Page configuration is tenant-owned under
--    forced row-level security, so each tenant is entered in turn.
DO $$
DECLARE
  t integer;
BEGIN
  FOR t IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', t::text, true);
    UPDATE page_configs SET title = 'Class Details' WHERE category = 'course' AND step = 'classes' AND title = 'Classes';
    INSERT INTO page_configs (tenant_id, category, title, path, step, sort_order)
    SELECT t, 'course', 'IRS CE Workflow', 'irsworkflow', 'irsworkflow', irs.sort_order
      FROM page_configs irs
     WHERE irs.category = 'course' AND irs.step = 'irs'
    ON CONFLICT DO NOTHING;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;
