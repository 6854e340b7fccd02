import type { ClassStatus } from '@cpe/contract';

/**
 * Demo classes: for each tenant, classes of the Finalized demo courses in every status
 * (Uncertified upcoming and past, Certified, Voided), dated relative to the day the seed
 * runs so that one class's code is live and another's has expired. Contacts, instructors
 * and learners are demo accounts by username. The demo tenant also gets one class of
 * 2,000 generated learners over 3 days (seed-classes.ts).
 */

export type DemoClassStatus = ClassStatus;

export interface DemoClass {
  title: string;
  course: string;
  status: DemoClassStatus;
  /** Days from the seed's day to the first class day; each class day follows the one before. */
  startOffset: number;
  dayCount: number;
  timezone: string;
  facility: string;
  dailyCodes?: boolean;
  /** Usernames of learners on the roster; each attends every past day unless listed in `absentDay2`. */
  learners: string[];
  absentDay2?: string[];
  /** A missed-time interval on day 1 (HH:mm to HH:mm) for this learner. */
  missedTime?: { username: string; startAt: string; returnedAt: string };
  lmsId?: string;
}

export const LEADERSHIP_COURSE = 'Partner Leadership Training Hours';
export const LEASE_COURSE = 'Lease Accounting Self Study';

/** Contacts of every demo class: [username, role name] (role-grants.ts CONTACT_ROLES). */
export const DEMO_CLASS_CONTACTS: [string, string][] = [
  ['coordinator', 'Class Coordinator'],
  ['admin', 'Attendance Monitor'],
  ['instructor', 'Dedicated Attendance Monitor (100:1)'],
];
export const DEMO_PREFERRED_INSTRUCTOR = 'instructor';

export const DEMO_CLASSES: DemoClass[] = [
  {
    title: 'Partner Leadership: Spring Cohort',
    course: LEADERSHIP_COURSE,
    status: 'Uncertified',
    startOffset: 14,
    dayCount: 2,
    timezone: 'America/New_York',
    facility: 'Headquarters, Room 4',
    dailyCodes: true,
    learners: ['learner', 'external.learner'],
  },
  {
    title: 'Partner Leadership: Winter Cohort',
    course: LEADERSHIP_COURSE,
    status: 'Uncertified',
    startOffset: -10,
    dayCount: 2,
    timezone: 'America/Chicago',
    facility: 'Chicago Office',
    learners: ['learner', 'external.learner'],
    absentDay2: ['external.learner'],
    missedTime: { username: 'learner', startAt: '13:30', returnedAt: '13:50' },
    lmsId: 'SAP-CLS-000201',
  },
  {
    title: 'Lease Accounting Workshop (virtual)',
    course: LEASE_COURSE,
    status: 'Certified',
    startOffset: -30,
    dayCount: 1,
    timezone: 'America/Los_Angeles',
    facility: 'VIRTUAL',
    learners: ['learner', 'external.learner'],
    lmsId: 'SAP-CLS-000202',
  },
  {
    title: 'Lease Accounting Workshop (cancelled)',
    course: LEASE_COURSE,
    status: 'Voided',
    startOffset: -20,
    dayCount: 1,
    timezone: 'America/Denver',
    facility: 'Denver Office',
    learners: [],
  },
];

/** The demo tenant's large class: 2,000 generated learners over 3 days, ending today. */
export const BIG_CLASS = {
  title: 'Firm-wide Leadership Summit',
  course: LEADERSHIP_COURSE,
  learners: 2000,
  dayCount: 3,
  startOffset: -2,
  timezone: 'America/New_York',
  facility: 'Convention Center',
  tenant: 'demo',
} as const;
