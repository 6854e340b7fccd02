import { CLASS_ELEMENT_LOCATION } from '@cpe/contract';
import type { Tx } from '../db/types.ts';
import { CLASS_PAGE_CATEGORY, CLASS_PAGES, generateAttendanceCodes, saveClassDays, writeTranscripts } from '../modules/classes/index.ts';
import { CLASS_OBJECT_TYPE } from '../shared/class-access.ts';
import { CLASS_ELEMENT_SEEDS } from './class-config.ts';
import { BIG_CLASS, DEMO_CLASS_CONTACTS, DEMO_CLASSES, DEMO_PREFERRED_INSTRUCTOR, type DemoClass } from './demo-classes.ts';

const DAY_MS = 86_400_000;

interface Ctx {
  tenantId: number;
  today: Date;
  person: (username: string) => number;
  admin: number;
}

/** The class step list of the tenant (page_configs, category 'class'); never overwrites a tenant's change. */
export async function seedClassPages(tx: Tx, t: number): Promise<void> {
  await tx.query(
    `INSERT INTO page_configs (tenant_id, category, title, path, step, is_default_disabled, sort_order)
     SELECT $1, $2, p.title, p.path, p.step, p.disabled, p.ord
       FROM unnest($3::text[], $4::text[], $5::text[], $6::boolean[], $7::int[]) AS p(title, path, step, disabled, ord)
     ON CONFLICT DO NOTHING`,
    [
      t,
      CLASS_PAGE_CATEGORY,
      CLASS_PAGES.map((p) => p.title),
      CLASS_PAGES.map((p) => p.path),
      CLASS_PAGES.map((p) => p.step),
      CLASS_PAGES.map((p) => p.is_default_disabled === true),
      CLASS_PAGES.map((_, i) => i),
    ],
  );
}

/** The class pages' element configuration (location 'class'); never overwrites a tenant's change. */
export async function seedClassElements(tx: Tx, t: number): Promise<void> {
  const col = <K extends keyof (typeof CLASS_ELEMENT_SEEDS)[number]>(k: K) => CLASS_ELEMENT_SEEDS.map((e) => e[k]);
  await tx.query(
    `INSERT INTO element_configs (tenant_id, location, agenda_type_id, delivery_method_id, element_id, label, is_displayed, is_required,
                                  is_editable, is_editable_in_editing_status)
     SELECT $1, $2, e.a, e.d, e.id, e.label, e.shown, e.req, e.edit, e.edit
       FROM unnest($3::int[], $4::int[], $5::text[], $6::text[], $7::boolean[], $8::boolean[], $9::boolean[])
            AS e(a, d, id, label, shown, req, edit)
     ON CONFLICT DO NOTHING`,
    [
      t,
      CLASS_ELEMENT_LOCATION,
      col('agenda_type_id'),
      col('delivery_method_id'),
      col('element_id'),
      col('label'),
      col('is_displayed'),
      col('is_required'),
      col('is_editable'),
    ],
  );
}

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** Inserts one class with its days, codes, contacts and preferred instructor; returns its id. */
async function insertClass(tx: Tx, ctx: Ctx, c: Omit<DemoClass, 'learners'>): Promise<number> {
  const course = await tx.query<{ id: number; start: string; end: string }>(
    `SELECT c.id, coalesce(min(m.start_time), '09:00') AS start, coalesce(max(m.end_time), '17:00') AS end
       FROM courses c LEFT JOIN agenda_modules m ON m.course_id = c.id WHERE c.title = $1 GROUP BY c.id ORDER BY c.id LIMIT 1`,
    [c.course],
  );
  const row = course.rows[0];
  if (!row) throw new Error(`demo course ${c.course} is missing`);
  const dates = Array.from({ length: c.dayCount }, (_, i) => ymd(new Date(ctx.today.getTime() + (c.startOffset + i) * DAY_MS)));
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO classes (course_id, class_title, status, facility, delivered_virtually, timezone, daily_attendance_codes, start_date, lms_id,
                          created_by, created_at, updated_by, updated_at, certified_at, certified_by, voided_at, voided_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now(), $10, now(),
             CASE WHEN $3 = 'Certified' THEN now() END, CASE WHEN $3 = 'Certified' THEN $10::int END,
             CASE WHEN $3 = 'Voided' THEN now() END, CASE WHEN $3 = 'Voided' THEN $10::int END) RETURNING id`,
    [
      row.id,
      c.title,
      c.status,
      c.facility,
      c.facility === 'VIRTUAL',
      c.timezone,
      c.dailyCodes === true,
      dates[0],
      c.lmsId ?? null,
      ctx.admin,
    ],
  );
  const id = (rows[0] as { id: number }).id;
  await saveClassDays(
    tx,
    id,
    dates.map((date) => ({ date, start_time: row.start, end_time: row.end })),
    c.timezone,
  );
  await generateAttendanceCodes(
    tx,
    id,
    dates.map((_, i) => ({ day: i + 1 })),
    c.dailyCodes === true,
  );
  for (const [username, role] of DEMO_CLASS_CONTACTS)
    await tx.query('INSERT INTO class_contacts (class_id, person_id, role_id) SELECT $1, $2, id FROM roles WHERE role_name = $3', [
      id,
      ctx.person(username),
      role,
    ]);
  await tx.query('INSERT INTO class_instructors (class_id, person_id) VALUES ($1, $2)', [id, ctx.person(DEMO_PREFERRED_INSTRUCTOR)]);
  const log = (action: string, from: string | null, to: string) =>
    tx.query(
      `INSERT INTO workflow_history (learning_object_type_id, learning_object_id, action, from_status, to_status, person_id, occurred_at)
       VALUES ($1, $2, $3, $4, $5, $6, now())`,
      [CLASS_OBJECT_TYPE, id, action, from, to, ctx.admin],
    );
  await log('Created', null, 'Uncertified');
  if (c.status !== 'Uncertified') await log(c.status === 'Certified' ? 'Certified' : 'Voided', 'Uncertified', c.status);
  return id;
}

/** Roster rows of the named learners; attendance for the days already held; the one missed-time interval. */
async function seedRoster(tx: Tx, ctx: Ctx, classId: number, c: DemoClass): Promise<void> {
  const heldDays = Math.max(0, Math.min(c.dayCount, -c.startOffset + 1));
  for (const username of c.learners) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO class_roster (class_id, person_id, is_external_learner, created_by, created_at)
       SELECT $1, p.id, p.person_type = 'external', $3, now() FROM persons p WHERE p.id = $2 RETURNING id`,
      [classId, ctx.person(username), ctx.admin],
    );
    const rosterId = (rows[0] as { id: number }).id;
    await tx.query(
      `INSERT INTO roster_attendance (roster_id, day, attended, updated_by, updated_at)
       SELECT $1, g, NOT (g = 2 AND $3::boolean), $4, now() FROM generate_series(1, $2::int) g`,
      [rosterId, heldDays, c.absentDay2?.includes(username) === true, ctx.admin],
    );
    if (c.missedTime?.username === username && heldDays > 0)
      await tx.query(
        'INSERT INTO roster_missed_times (roster_id, day, start_at, returned_at, created_by, created_at) VALUES ($1, 1, $2, $3, $4, now())',
        [rosterId, c.missedTime.startAt, c.missedTime.returnedAt, ctx.admin],
      );
  }
}

/**
 * The 2,000-learner class: generated internal people ('Learner 0001'…, no password), all on
 * the roster, with attendance for the days held (every tenth learner missed day 1). Set-based
 * statements only, so the seed stays fast on the embedded database.
 */
async function seedBigClass(tx: Tx, ctx: Ctx): Promise<void> {
  const { learners: _count, tenant: _tenant, ...big } = BIG_CLASS;
  const id = await insertClass(tx, ctx, { ...big, status: 'Uncertified' });
  await tx.query(
    `INSERT INTO persons (tenant_id, person_type, display_id, name_primary_first, name_primary_last, status)
     SELECT $1, 'internal', 'LRN-' || lpad(g::text, 4, '0'), 'Learner', lpad(g::text, 4, '0'), 'Active' FROM generate_series(1, $2::int) g`,
    [ctx.tenantId, BIG_CLASS.learners],
  );
  await tx.query(
    `INSERT INTO class_roster (class_id, person_id, created_by, created_at)
     SELECT $1, p.id, $2, now() FROM persons p WHERE p.display_id LIKE 'LRN-%' AND p.name_primary_first = 'Learner'`,
    [id, ctx.admin],
  );
  const held = Math.max(0, Math.min(BIG_CLASS.dayCount, -BIG_CLASS.startOffset + 1));
  await tx.query(
    `INSERT INTO roster_attendance (roster_id, day, attended, updated_by, updated_at)
     SELECT r.id, g, NOT (g = 1 AND r.id % 10 = 0), $3, now() FROM class_roster r CROSS JOIN generate_series(1, $2::int) g WHERE r.class_id = $1`,
    [id, held, ctx.admin],
  );
}

/** The demo classes of one tenant, once (skipped when any class exists); the class configuration is the tenant baseline's. */
export async function seedDemoClasses(tx: Tx, tenantId: number, subdomain: string): Promise<void> {
  const { rows: existing } = await tx.query('SELECT 1 FROM classes LIMIT 1');
  if (existing.length > 0) return;
  const people = await tx.query<{ id: number; username: string }>(
    'SELECT id, lower(username) AS username FROM persons WHERE username IS NOT NULL',
  );
  const person = (u: string) => {
    const found = people.rows.find((p) => p.username === u);
    if (!found) throw new Error(`demo account ${u} is missing`);
    return found.id;
  };
  const now = new Date();
  const ctx: Ctx = {
    tenantId,
    today: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())),
    person,
    admin: person('admin'),
  };
  for (const c of DEMO_CLASSES) {
    const id = await insertClass(tx, ctx, c);
    await seedRoster(tx, ctx, id, c);
    // A Certified class has what its certification wrote: the learners' transcripts (and so their certificates).
    if (c.status === 'Certified') await writeTranscripts(tx, id, now, { by: ctx.admin });
  }
  if (subdomain === BIG_CLASS.tenant) await seedBigClass(tx, ctx);
}
