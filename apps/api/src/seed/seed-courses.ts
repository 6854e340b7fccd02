import { PERMISSION_CODES, ROLES } from '@cpe/contract';
import type { Tx } from '../db/types.ts';
import { courseSnapshot } from '../modules/courses/index.ts';
import type { Session } from '../platform/sessions/sessions.ts';
import { COURSE_OBJECT_TYPE, type CourseRow } from '../shared/course-access.ts';
import { ATTACHMENT_TYPES, COURSE_ELEMENTS, COURSE_PAGES, MODULE_TYPES, NASBA_QUESTIONS, PROGRAM_QUALIFICATIONS } from './course-config.ts';
import { DEMO_COURSES, type DemoCourse } from './demo-courses.ts';

type Insert = (table: string, rows: Record<string, unknown>[]) => Promise<void>;

/** Course lookups and configuration of one tenant (idempotent through the caller's ON CONFLICT DO NOTHING). */
export async function seedCourseConfig(insert: Insert, t: number): Promise<void> {
  await insert(
    'module_types',
    MODULE_TYPES.map((m) => ({ tenant_id: t, ...m })),
  );
  await insert(
    'attachment_types',
    ATTACHMENT_TYPES.map((a) => ({ tenant_id: t, ...a })),
  );
  await insert(
    'program_qualifications',
    PROGRAM_QUALIFICATIONS.map((q) => ({ tenant_id: t, ...q })),
  );
  await insert(
    'nasba_questions',
    NASBA_QUESTIONS.map((q) => ({ tenant_id: t, ...q })),
  );
  // The questions are version 1 of the firm's default set (ADR 0037), as migration 0030 made them.
  await insert('nasba_question_sets', [{ tenant_id: t, id: 1, name: 'Default', is_default: true }]);
  await insert('nasba_question_set_versions', [{ tenant_id: t, set_id: 1, version: 1 }]);
  await insert(
    'nasba_question_set_items',
    NASBA_QUESTIONS.map((q) => ({
      tenant_id: t,
      set_id: 1,
      version: 1,
      question_id: q.id,
      sort_order: q.sort_order,
      is_required: q.is_required,
      is_active: true,
    })),
  );
  await insert(
    'page_configs',
    COURSE_PAGES.map((p, i) => ({ tenant_id: t, category: 'course', ...p, sort_order: i })),
  );
  await insert(
    'element_configs',
    COURSE_ELEMENTS.map((e) => ({
      tenant_id: t,
      location: 'course',
      is_displayed: true,
      is_required: false,
      is_editable: true,
      is_editable_in_editing_status: true,
      ...e,
    })),
  );
}

/** The demo courses, once per tenant; finalized versions get their readable snapshot like a real finalize. */
export async function seedDemoCourses(tx: Tx, t: number): Promise<void> {
  const { rows: existing } = await tx.query('SELECT 1 FROM courses LIMIT 1');
  if (existing.length > 0) return;
  const people = await tx.query<{ id: number; username: string }>(
    "SELECT id, username FROM persons WHERE username IN ('admin', 'instructor', 'coordinator')",
  );
  const person = (u: string) => people.rows.find((p) => p.username === u)?.id ?? 0;
  const admin = person('admin');
  const system: Session = {
    id: 0,
    personId: admin,
    personType: 'internal',
    personStatus: 'Active',
    loginTime: new Date(),
    lastActivity: new Date(),
    totalMinutes: 1,
    idleMinutes: 0,
    passwordResetPending: false,
    permissions: new Set(PERMISSION_CODES),
    roles: new Set([ROLES.admin]),
    proxyPersonId: null,
    parentSessionId: null,
  };
  // The coordinator is the firm's common IRS CE approver (role 26).
  await tx.query('INSERT INTO person_roles (tenant_id, person_id, role_id) VALUES ($1, $2, 26) ON CONFLICT DO NOTHING', [
    t,
    person('coordinator'),
  ]);
  const base = Date.UTC(2026, 8, 1);
  for (const [i, c] of DEMO_COURSES.entries()) {
    const created = new Date(base + i * 86_400_000 * 3);
    await seedCourse(tx, c, { instructor: person('instructor'), coordinator: person('coordinator'), admin, created, system });
  }
}

interface SeedCtx {
  instructor: number;
  coordinator: number;
  admin: number;
  created: Date;
  system: Session;
}

async function seedCourse(tx: Tx, c: DemoCourse, ctx: SeedCtx): Promise<void> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO courses (title, description, agenda_type_id, delivery_method_id, course_status, credit_increment, prerequisites, polling_events,
                          self_study_words, self_study_media_minutes, self_study_review_questions, sponsoring_org, lms_id, created_by, created_at, updated_by, updated_at)
     VALUES ($1, $2, $3, $4, 'Draft', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $13, $14) RETURNING id`,
    [
      c.title,
      `${c.title}: a demo course.`,
      c.agendaType,
      c.deliveryMethod,
      c.increment ?? 0.2,
      c.prerequisites ?? null,
      c.pollingEvents ?? null,
      c.selfStudy?.words ?? null,
      c.selfStudy?.media ?? null,
      c.selfStudy?.questions ?? null,
      c.sponsoringOrg ?? null,
      c.lmsId ?? null,
      ctx.instructor,
      ctx.created,
    ],
  );
  const id = (rows[0] as { id: number }).id;
  await tx.query("INSERT INTO course_people (course_id, person_id, contact_role) VALUES ($1, $2, 'Owner'), ($1, $3, 'Reviewer')", [
    id,
    ctx.instructor,
    ctx.admin,
  ]);
  for (const [d, modules] of c.days.entries()) {
    for (const [j, m] of modules.entries()) {
      const { rows: mod } = await tx.query<{ id: number }>(
        `INSERT INTO agenda_modules (course_id, day, day_index, title, module_type_id, knowledge_level_id, start_time, end_time, is_credit_qualified, developer_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [id, d + 1, j + 1, m.title, m.type, m.cq === false ? null : (m.level ?? 1), m.start, m.end, m.cq !== false, ctx.instructor],
      );
      const moduleId = (mod[0] as { id: number }).id;
      for (const [fos, percent] of m.fos ?? []) {
        await tx.query('INSERT INTO module_fields_of_study (module_id, field_of_study_id, percent) VALUES ($1, $2, $3)', [
          moduleId,
          fos,
          percent,
        ]);
      }
      if (m.cq !== false)
        await tx.query('INSERT INTO module_instructors (module_id, person_id) VALUES ($1, $2)', [moduleId, ctx.instructor]);
    }
    // The admin reviewed each day's content (not the developer, as the rule requires).
    await tx.query(
      "INSERT INTO content_reviews (course_id, day, reviewer_id, is_attested, start_date, completion_date, note) VALUES ($1, $2, $3, true, '2026-09-01', '2026-09-05', 'Reviewed')",
      [id, d + 1, ctx.admin],
    );
  }
  await tx.query('INSERT INTO course_qualifications (course_id, qualification_id) VALUES ($1, 1)', [id]);
  await tx.query(
    "INSERT INTO course_nasba_answers (course_id, question_id, answer) SELECT $1, id, 'See the course description.' FROM nasba_questions WHERE is_required",
    [id],
  );
  for (const f of c.feedback ?? []) {
    await tx.query(
      `INSERT INTO feedback (learning_object_type_id, learning_object_id, page_identifier, feedback_note, submitter_id, feedback_on, is_resolved, resolution_note, resolver_id, resolved_on)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        COURSE_OBJECT_TYPE,
        id,
        f.page,
        f.note,
        ctx.admin,
        ctx.created,
        f.resolved !== undefined,
        f.resolved ?? null,
        f.resolved ? ctx.instructor : null,
        f.resolved ? ctx.created : null,
      ],
    );
  }
  await walkWorkflow(tx, id, c, ctx);
}

/** Moves the course to its demo status through the same states a person would, with history and versions. */
async function walkWorkflow(tx: Tx, id: number, c: DemoCourse, ctx: SeedCtx): Promise<void> {
  const log = (action: string, from: string, to: string, version: number) =>
    tx.query(
      'INSERT INTO workflow_history (learning_object_type_id, learning_object_id, action, from_status, to_status, version, person_id, occurred_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [COURSE_OBJECT_TYPE, id, action, from, to, version, action === 'submit' ? ctx.instructor : ctx.admin, ctx.created],
    );
  await log('Created', '', 'Draft', 1);
  if (c.status === 'Draft') return;
  await tx.query("UPDATE courses SET course_status = 'Pending Signoff' WHERE id = $1", [id]);
  await log('submit', 'Draft', 'Pending Signoff', 1);
  if (c.status === 'Pending Signoff') return;
  const finalizedVersions = c.versions ?? 1;
  for (let v = 1; v <= finalizedVersions; v++) {
    if (v > 1) {
      await tx.query("UPDATE courses SET course_status = 'Editing', pre_edited_status = 'Finalized', version = $2 WHERE id = $1", [id, v]);
      await log('reopen', 'Finalized', 'Editing', v);
      // Each version changes the agenda a little, so the version step has something to show.
      await tx.query(
        "UPDATE agenda_modules SET title = title || ' (rev. ' || $2 || ')' WHERE course_id = $1 AND day = 1 AND day_index = 1",
        [id, v],
      );
    }
    await tx.query("UPDATE courses SET course_status = 'Finalized', finalization_date = $2::date WHERE id = $1", [
      id,
      ctx.created.toISOString().slice(0, 10),
    ]);
    await log('finalize', v > 1 ? 'Editing' : 'Pending Signoff', 'Finalized', v);
    const row: CourseRow = {
      id,
      kind: 'course',
      title: c.title,
      course_status: 'Finalized',
      delivery_method_id: c.deliveryMethod,
      agenda_type_id: c.agendaType,
      created_by: ctx.instructor,
      version: v,
      sponsoring_org: c.sponsoringOrg ?? null,
      finalization_date: null,
      related: false,
    };
    await tx.query('INSERT INTO course_versions (course_id, version, snapshot, finalized_at, finalized_by) VALUES ($1, $2, $3, $4, $5)', [
      id,
      v,
      JSON.stringify(await courseSnapshot(tx, row, ctx.system)),
      ctx.created,
      ctx.admin,
    ]);
  }
  if (c.status === 'Editing') {
    await tx.query("UPDATE courses SET course_status = 'Editing', pre_edited_status = 'Finalized', version = $2 WHERE id = $1", [
      id,
      finalizedVersions + 1,
    ]);
    await log('reopen', 'Finalized', 'Editing', finalizedVersions + 1);
  }
}
