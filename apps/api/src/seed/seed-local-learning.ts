import { COURSE_OBJECT_TYPE, type LocalLearningStatus } from '@cpe/contract';
import type { Tx } from '../db/types.ts';
import { insertOffering } from '../modules/courses/index.ts';
import { setFocusCode, writeSchedule } from '../modules/local-learning/index.ts';

interface DemoLocalLearning {
  title: string;
  status: LocalLearningStatus;
  /** Days from today of the first day, and how many days it runs. */
  startOffset: number;
  days: number;
  creator: string;
  focusCode?: string;
  /** Learners on the roster, with attendance for the days already held. */
  learners?: string[];
}

/** A local learning in each status, made by the people whose codes would make them. */
const DEMO_LOCAL_LEARNINGS: readonly DemoLocalLearning[] = [
  { title: 'Office Lunch and Learn: Lease Accounting', status: 'Draft', startOffset: 21, days: 1, creator: 'instructor' },
  { title: 'Regional Audit Roundtable', status: 'Pending Signoff', startOffset: 14, days: 2, creator: 'instructor', focusCode: 'FC-2201' },
  {
    title: 'Local Tax Season Kickoff',
    status: 'Pending Delivery',
    startOffset: -1,
    days: 2,
    creator: 'admin',
    focusCode: 'FC-3107',
    learners: ['learner', 'external.learner'],
  },
  { title: 'Community Nonprofit Briefing', status: 'Not Approved', startOffset: 30, days: 1, creator: 'admin' },
];

const DAY_MS = 86_400_000;
const ymd = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Demo local learnings (ADR 0025) through the product's own writers: the agenda row and its
 * class (insertOffering), the class days and code from the schedule, the focus code, the
 * workflow steps that led to each status, and a roster with attendance for the one being delivered.
 */
export async function seedDemoLocalLearning(tx: Tx, now: Date = new Date()): Promise<void> {
  const people = new Map(
    (await tx.query<{ id: number; username: string }>('SELECT id, username FROM persons')).rows.map((r) => [r.username, r.id]),
  );
  const person = (username: string) => {
    const id = people.get(username);
    if (id === undefined) throw new Error(`demo person ${username} is missing`);
    return id;
  };
  const admin = person('admin');
  for (const ll of DEMO_LOCAL_LEARNINGS) {
    const existing = await tx.query("SELECT 1 FROM courses WHERE kind = 'local_learning' AND title = $1", [ll.title]);
    if (existing.rows.length > 0) continue;
    const { id, classId } = await insertOffering(tx, {
      kind: 'local_learning',
      title: ll.title,
      agendaTypeId: 1,
      deliveryMethodId: 2,
      personId: person(ll.creator),
      now,
      columns: { sponsoring_org: 'Local office', description: 'Organized by the local office.' },
    });
    const first = ymd(new Date(now.getTime() + ll.startOffset * DAY_MS));
    const last = ymd(new Date(now.getTime() + (ll.startOffset + ll.days - 1) * DAY_MS));
    const { rows } = await tx.query<{ timezone: string }>('SELECT timezone FROM classes WHERE id = $1', [classId]);
    await writeSchedule(tx, classId, (rows[0] as { timezone: string }).timezone, `${first} 09:00`, `${last} 16:00`);
    if (ll.focusCode) await setFocusCode(tx, id, ll.focusCode);
    await walkTo(tx, id, ll.status, person(ll.creator), admin, now);
    const held = Math.max(0, Math.min(ll.days, -ll.startOffset + 1));
    for (const username of ll.learners ?? []) {
      const roster = await tx.query<{ id: number }>(
        `INSERT INTO class_roster (class_id, person_id, is_external_learner, created_by, created_at)
         SELECT $1, p.id, p.person_type = 'external', $3, now() FROM persons p WHERE p.id = $2 RETURNING id`,
        [classId, person(username), admin],
      );
      await tx.query(
        `INSERT INTO roster_attendance (roster_id, day, attended, updated_by, updated_at)
         SELECT $1, g, true, $3, now() FROM generate_series(1, $2::int) g`,
        [(roster.rows[0] as { id: number }).id, held, admin],
      );
    }
  }
}

/** The workflow steps from Draft to the status, as the workflow route records them. */
async function walkTo(tx: Tx, id: number, status: LocalLearningStatus, creator: number, admin: number, now: Date): Promise<void> {
  const steps: [string, LocalLearningStatus, LocalLearningStatus, number][] = [];
  if (status !== 'Draft') steps.push(['submit', 'Draft', 'Pending Signoff', creator]);
  if (status === 'Pending Delivery' || status === 'Not Approved') steps.push(['approve', 'Pending Signoff', 'Pending Delivery', admin]);
  if (status === 'Not Approved') steps.push(['notApprove', 'Pending Delivery', 'Not Approved', admin]);
  for (const [action, from, to, by] of steps) {
    await tx.query(
      `INSERT INTO workflow_history (learning_object_type_id, learning_object_id, action, from_status, to_status, person_id, occurred_at, version)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 1)`,
      [COURSE_OBJECT_TYPE, id, action, from, to, by, now],
    );
  }
  if (steps.length > 0) await tx.query('UPDATE courses SET course_status = $2, submitted_on = $3 WHERE id = $1', [id, status, now]);
}
