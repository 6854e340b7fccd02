import { AGENDA_TYPE_NAMES, type AgendaTypeId, DELIVERY_METHOD_NAMES, type DeliveryMethodId } from '@cpe/contract';
import { DEMO_CLASSES } from '../seed/demo-classes.ts';
import { DEMO_COURSES, type DemoCourse } from '../seed/demo-courses.ts';
import { DEMO_ACCOUNTS, DEMO_TENANTS } from '../seed/demo-tenants.ts';
import type { ClassRecord, CourseRecord, Learner } from './types.ts';

const DAY_MS = 86_400_000;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The course's first start and last end, as the product's seed times its class days. */
function dayTimes(course: DemoCourse): { start: string; end: string } {
  const modules = course.days.flat();
  const starts = modules.map((m) => m.start).sort();
  const ends = modules.map((m) => m.end).sort();
  return { start: starts[0] ?? '09:00', end: ends.at(-1) ?? '17:00' };
}

/**
 * The LMS's side of the product's demo data: every demo course and class that the demo seed
 * gives an LMS id (seed/demo-courses.ts, demo-classes.ts) exists in a demo tenant's LMS under
 * that id, whatever the dialect, so the seeded classes can be synced and certified. Class days
 * are dated from `now` as the seed dates them. Empty for tenants that are not demo tenants.
 */
export function demoRecords(tenant: string, now: Date, stamp: string): { courses: CourseRecord[]; classes: ClassRecord[] } {
  const demo = DEMO_TENANTS.find((t) => t.subdomain === tenant);
  if (!demo) return { courses: [], classes: [] };
  const learner = (username: string): Learner[] => {
    const account = DEMO_ACCOUNTS.find((a) => a.username === username);
    if (!account) return [];
    const email = account.email ?? `${username}@${demo.emailDomain}`;
    return [{ externalId: `${tenant.toUpperCase()}-${username}`, firstName: account.first, lastName: account.last, email }];
  };
  const synced = DEMO_COURSES.filter((c): c is DemoCourse & { lmsId: string } => Boolean(c.lmsId));
  const courses = synced.map(
    (c): CourseRecord => ({
      lmsId: c.lmsId,
      externalId: '',
      organization: tenant,
      title: c.title,
      deliveryMethod: DELIVERY_METHOD_NAMES[c.deliveryMethod as DeliveryMethodId] ?? 'Not Applicable',
      agendaType: AGENDA_TYPE_NAMES[c.agendaType as AgendaTypeId] ?? 'US-CPE',
      version: 1,
      // The product sends the real credits with its first course sync.
      credits: 0,
      fieldsOfStudy: [],
      updatedAt: stamp,
    }),
  );
  const today = Date.parse(`${ymd(now.getTime())}T00:00:00Z`);
  const classes = DEMO_CLASSES.flatMap((k): ClassRecord[] => {
    const course = synced.find((c) => c.title === k.course);
    if (!k.lmsId || !course) return [];
    const { start, end } = dayTimes(course);
    return [
      {
        lmsId: k.lmsId,
        externalId: null,
        courseLmsId: course.lmsId,
        title: k.title,
        startDate: `${ymd(today + k.startOffset * DAY_MS)}T${start}:00`,
        endDate: `${ymd(today + (k.startOffset + k.dayCount - 1) * DAY_MS)}T${end}:00`,
        timezone: k.timezone,
        status: k.status === 'Uncertified' ? 'Scheduled' : k.status,
        roster: k.learners.flatMap(learner),
        updatedAt: stamp,
      },
    ];
  });
  return { courses, classes };
}
