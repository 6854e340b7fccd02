import { AGENDA_TYPE_IDS, COURSE_OBJECT_TYPE, DELIVERY_METHOD_IDS, PERMISSION_CODES, ROLES } from '@cpe/contract';
import type { Tx } from '../db/types.ts';
import { courseSnapshot, insertOffering, recordCompletion } from '../modules/courses/index.ts';
import type { Session } from '../platform/sessions/sessions.ts';
import { loadCourse } from '../shared/course-access.ts';

/**
 * Demo vendors and vended items (issue 14): two Approved items (one completed by the coordinator,
 * a learner of CPE like anyone in the firm, so on its roster and transcript), a Draft whose
 * checklist passes, a Draft without an agenda whose checklist fails, and an inactive vendor.
 * Once per tenant.
 */
const VENDORS = [
  {
    name: 'Summit CPE Partners',
    contact_name: 'Sam Summit',
    email_address: 'courses@summit-cpe.example.com',
    website: 'https://summit-cpe.example.com',
  },
  { name: 'Ledgerline Learning', contact_name: 'Lena Ledger', email_address: 'hello@ledgerline.example.com', website: null },
  { name: 'Legacy Seminars Inc.', contact_name: null, email_address: null, website: null, inactive: true },
];

interface DemoItem {
  title: string;
  vendor: string;
  status: 'Draft' | 'Approved';
  /** Credit-qualified minutes of its one module (none: no agenda yet). */
  minutes?: number;
  fieldOfStudy?: number;
  /** Who completed it: the coordinator (the demo Learner's transcript stays as the class tests expect it). */
  completedBy?: string;
}

const ITEMS: DemoItem[] = [
  {
    title: 'Data Analytics for Auditors',
    vendor: 'Summit CPE Partners',
    status: 'Approved',
    minutes: 100,
    fieldOfStudy: 3,
    completedBy: 'coordinator',
  },
  { title: 'Ethics for CPAs 2026', vendor: 'Summit CPE Partners', status: 'Approved', minutes: 200, fieldOfStudy: 1 },
  { title: 'Lease Accounting Deep Dive', vendor: 'Ledgerline Learning', status: 'Draft', minutes: 150, fieldOfStudy: 1 },
  { title: 'Cybersecurity Basics for Firms', vendor: 'Ledgerline Learning', status: 'Draft' },
];

const clock = (minutes: number) => `${String(9 + Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export async function seedDemoVendedContent(tx: Tx): Promise<void> {
  const { rows: existing } = await tx.query('SELECT 1 FROM vendors LIMIT 1');
  if (existing.length > 0) return;
  const people = await tx.query<{ id: number; username: string }>(
    "SELECT id, username FROM persons WHERE username IN ('admin', 'coordinator')",
  );
  const person = (u: string) => people.rows.find((p) => p.username === u)?.id ?? 0;
  const admin = person('admin');
  const now = new Date(Date.UTC(2026, 9, 1, 14));
  const system: Session = {
    id: 0,
    personId: admin,
    personType: 'internal',
    personStatus: 'Active',
    loginTime: now,
    lastActivity: now,
    totalMinutes: 1,
    idleMinutes: 0,
    passwordResetPending: false,
    permissions: new Set(PERMISSION_CODES),
    roles: new Set([ROLES.admin]),
    proxyPersonId: null,
    parentSessionId: null,
  };
  const vendorIds = new Map<string, number>();
  for (const v of VENDORS) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO vendors (name, contact_name, email_address, website, is_active, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [v.name, v.contact_name, v.email_address, v.website, !v.inactive, admin, now],
    );
    vendorIds.set(v.name, (rows[0] as { id: number }).id);
  }
  for (const item of ITEMS) {
    const { id } = await insertOffering(tx, {
      kind: 'vended_content',
      title: item.title,
      agendaTypeId: AGENDA_TYPE_IDS.usCpe,
      deliveryMethodId: DELIVERY_METHOD_IDS.groupLive,
      personId: admin,
      now,
      columns: { vendor_id: vendorIds.get(item.vendor), description: `${item.title}, bought from ${item.vendor}.` },
    });
    if (item.minutes === undefined) continue;
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO agenda_modules (course_id, day, day_index, title, module_type_id, knowledge_level_id, start_time, end_time, is_credit_qualified)
       VALUES ($1, 1, 1, $2, 1, 1, '09:00', $3, true) RETURNING id`,
      [id, item.title, clock(item.minutes)],
    );
    await tx.query('INSERT INTO module_fields_of_study (module_id, field_of_study_id, percent) VALUES ($1, $2, 100)', [
      (rows[0] as { id: number }).id,
      item.fieldOfStudy,
    ]);
    await tx.query('INSERT INTO course_qualifications (course_id, qualification_id) VALUES ($1, 1)', [id]);
    await tx.query(
      "INSERT INTO course_nasba_answers (course_id, question_id, answer) SELECT $1, id, 'As the vendor describes it.' FROM nasba_questions WHERE is_required",
      [id],
    );
    if (item.status === 'Approved') await approve(tx, id, system, now);
    if (item.completedBy) {
      await recordCompletion(tx, { courseId: id, personId: person(item.completedBy), completedOn: '2026-10-05', by: admin, now });
    }
  }
}

/** As PUT /vendedcontent/approve does it: status, readable version, workflow history. */
async function approve(tx: Tx, id: number, system: Session, now: Date): Promise<void> {
  await tx.query("UPDATE courses SET course_status = 'Approved', finalization_date = $2::date WHERE id = $1", [
    id,
    now.toISOString().slice(0, 10),
  ]);
  const course = await loadCourse(tx, id, system);
  await tx.query('INSERT INTO course_versions (course_id, version, snapshot, finalized_at, finalized_by) VALUES ($1, 1, $2, $3, $4)', [
    id,
    JSON.stringify(await courseSnapshot(tx, course, system)),
    now,
    system.personId,
  ]);
  await tx.query(
    "INSERT INTO workflow_history (learning_object_type_id, learning_object_id, action, from_status, to_status, version, person_id, occurred_at) VALUES ($1, $2, 'approve', 'Draft', 'Approved', 1, $3, $4)",
    [COURSE_OBJECT_TYPE, id, system.personId, now],
  );
}
