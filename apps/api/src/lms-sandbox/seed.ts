import { DEMO_TENANTS } from '../seed/demo-tenants.ts';
import { demoRecords } from './demo-records.ts';
import { type ClassRecord, type CourseRecord, type Dialect, ID_PREFIX, type Learner, type LmsSystem } from './types.ts';

/**
 * Records that exist only in the LMS, so "import class details" has something to fetch, and
 * the demo data's synced courses and classes (topUpDemoRecords).
 * Fixed ids (…-900001), dates and names: tests and the demo can rely on them. Seeded ids
 * start at 900001 so that ids handed out for our submits (from 000001) never collide.
 */
export const SEEDED_COURSE = 900001;
export const SEEDED_CLASSES = [900001, 900002, 900003];
const SEEDED_AT = '2026-01-05T12:00:00.000Z';

function learners(tenant: string): Learner[] {
  // The first two are the demo tenants' learner accounts (same e-mail), so an import can match them.
  const domain = DEMO_TENANTS.find((t) => t.subdomain === tenant)?.emailDomain ?? `${tenant}.example.com`;
  const id = (n: number) => `${tenant.toUpperCase()}-LMS-${n}`;
  return [
    { externalId: id(1001), firstName: 'Lee', lastName: 'Learner', email: `learner@${domain}` },
    { externalId: id(1002), firstName: 'Erin', lastName: 'External', email: 'external.learner@example.com' },
    { externalId: id(1003), firstName: 'Morgan', lastName: 'Reyes', email: `morgan.reyes@${domain}` },
    { externalId: id(1004), firstName: 'Priya', lastName: 'Nair', email: `priya.nair@${domain}` },
  ];
}

export function seedSystem(dialect: Dialect, tenant: string): LmsSystem {
  const p = ID_PREFIX[dialect];
  const courseId = `${p}-CRS-${SEEDED_COURSE}`;
  const course: CourseRecord = {
    lmsId: courseId,
    externalId: '',
    organization: tenant,
    title: 'Ethics for Tax Professionals (LMS catalogue)',
    deliveryMethod: 'Group Live',
    agendaType: 'US-CPE',
    version: 1,
    credits: 4,
    fieldsOfStudy: [{ name: 'Regulatory Ethics', credits: 4 }],
    updatedAt: SEEDED_AT,
  };
  const roster = learners(tenant);
  const rows: [string, string, string, string, string, Learner[]][] = [
    ['Chicago', '2026-03-10T09:00:00', '2026-03-10T17:00:00', 'America/Chicago', 'Scheduled', roster],
    ['Virtual', '2026-04-14T13:00:00', '2026-04-14T17:00:00', 'America/New_York', 'Scheduled', roster.slice(0, 3)],
    ['New York', '2025-11-18T09:00:00', '2025-11-18T17:00:00', 'America/New_York', 'Completed', roster.slice(1)],
  ];
  const classes: Record<string, ClassRecord> = {};
  rows.forEach(([place, startDate, endDate, timezone, status, people], i) => {
    const lmsId = `${p}-CLS-${SEEDED_CLASSES[i]}`;
    classes[lmsId] = {
      lmsId,
      externalId: null,
      courseLmsId: courseId,
      title: `Ethics for Tax Professionals — ${place}`,
      startDate,
      endDate,
      timezone,
      status,
      roster: people,
      updatedAt: SEEDED_AT,
    };
  });
  const system: LmsSystem = {
    dialect,
    tenant,
    nextCourse: 1,
    nextClass: 1,
    courses: { [courseId]: course },
    classes,
    completions: {},
    tickets: {},
    idempotency: {},
  };
  topUpDemoRecords(system);
  return system;
}

/**
 * Adds the records of the product's demo data (demo-records.ts) that the system lacks, and
 * never changes one it has: a state file from before they existed gets them at the next start.
 */
export function topUpDemoRecords(system: LmsSystem, now = new Date()): void {
  const { courses, classes } = demoRecords(system.tenant, now, now.toISOString());
  for (const c of courses) system.courses[c.lmsId] ??= c;
  for (const c of classes) system.classes[c.lmsId] ??= c;
}
