/**
 * Demo courses: every status and delivery method, multi-day agendas, feedback open
 * and resolved, and one course with several versions. Pinned by title; the seed
 * adds them once per tenant.
 */

type Status = 'Draft' | 'Pending Signoff' | 'Finalized' | 'Editing';

export interface DemoModule {
  title: string;
  type: number;
  start: string;
  end: string;
  cq?: boolean;
  /** [field of study id, percent] (ids of reference-data.ts FIELDS_OF_STUDY: 1 Accounting, 3 Auditing, 20 Taxes…). */
  fos?: [number, number][];
  level?: number;
}

export interface DemoCourse {
  title: string;
  status: Status;
  deliveryMethod: number;
  agendaType: number;
  increment?: 0.2 | 0.5;
  days: DemoModule[][];
  /** Finalized versions before the current one (the current is the last). */
  versions?: number;
  feedback?: { page: string; note: string; resolved?: string }[];
  selfStudy?: { words: number; media: number; questions: number };
  sponsoringOrg?: string;
  prerequisites?: string;
  pollingEvents?: number;
  lmsId?: string;
}

const tax = (title: string, start: string, end: string, level = 1): DemoModule => ({ title, type: 1, start, end, fos: [[20, 100]], level });
const lunch: DemoModule = { title: 'Lunch', type: 7, start: '12:00', end: '13:00', cq: false };

export const DEMO_COURSES: DemoCourse[] = [
  {
    title: 'Federal Tax Update 2026',
    status: 'Editing',
    deliveryMethod: 2,
    agendaType: 1,
    versions: 2,
    lmsId: 'SAP-CRS-000101',
    days: [
      [
        tax('Legislative changes', '09:00', '10:40'),
        tax('Individual returns', '10:50', '12:00'),
        lunch,
        tax('Business entities', '13:00', '14:40'),
      ],
      [
        tax('Partnership allocations', '09:00', '10:40', 2),
        {
          ...tax('State conformity', '10:50', '12:00'),
          fos: [
            [20, 60],
            [1, 40],
          ],
        },
      ],
    ],
    prerequisites: '["Basic individual tax knowledge"]',
    feedback: [{ page: 'Course Details', note: 'Please state the tax year in the description.', resolved: 'Added the 2026 tax year.' }],
  },
  {
    title: 'Revenue Recognition Deep Dive',
    status: 'Pending Signoff',
    deliveryMethod: 1,
    agendaType: 1,
    pollingEvents: 6,
    days: [
      [
        { title: 'The five-step model', type: 1, start: '10:00', end: '11:00', fos: [[1, 100]], level: 2 },
        { title: 'Contract modifications', type: 2, start: '11:00', end: '11:50', fos: [[1, 100]], level: 2 },
      ],
    ],
    prerequisites: '["ASC 606 overview"]',
    feedback: [
      { page: 'Agenda Details', note: 'The second module needs a knowledge check.' },
      { page: 'Course Details', note: 'Title should mention ASC 606.', resolved: 'Left as is: the subtitle says it.' },
    ],
  },
  {
    title: 'Ethics for Tax Professionals',
    status: 'Draft',
    deliveryMethod: 3,
    agendaType: 1,
    increment: 0.5,
    days: [
      [{ title: 'Circular 230 essentials', type: 1, start: '09:00', end: '10:40', fos: [[17, 100]] }],
      [{ title: 'Case studies in independence', type: 2, start: '09:00', end: '10:15', fos: [[5, 100]] }],
    ],
    feedback: [{ page: 'CPE Information', note: 'Confirm the engagement measures for the virtual audience.' }],
  },
  {
    title: 'Lease Accounting Self Study',
    status: 'Finalized',
    deliveryMethod: 4,
    agendaType: 1,
    increment: 0.5,
    selfStudy: { words: 18000, media: 30, questions: 20 },
    lmsId: 'SAP-CRS-000102',
    days: [[{ title: 'ASC 842 self study', type: 1, start: '09:00', end: '11:30', fos: [[1, 100]] }]],
  },
  {
    title: 'Data Analytics Nano Lesson',
    status: 'Draft',
    deliveryMethod: 5,
    agendaType: 1,
    days: [[{ title: 'Pivot tables in ten minutes', type: 1, start: '09:00', end: '09:12', fos: [[9, 100]] }]],
  },
  {
    title: 'Interactive Audit Sampling',
    status: 'Pending Signoff',
    deliveryMethod: 6,
    agendaType: 1,
    days: [
      [
        { title: 'Sampling risk', type: 1, start: '09:00', end: '09:50', fos: [[3, 100]] },
        {
          title: 'Sample size exercises',
          type: 4,
          start: '09:50',
          end: '10:40',
          fos: [
            [3, 50],
            [19, 50],
          ],
        },
      ],
    ],
  },
  {
    title: 'Firm Onboarding Orientation',
    status: 'Draft',
    deliveryMethod: 7,
    agendaType: 3,
    days: [[{ title: 'Welcome and firm tour', type: 1, start: '09:00', end: '10:00', cq: false }]],
  },
  {
    title: 'Partner Leadership Training Hours',
    status: 'Finalized',
    deliveryMethod: 2,
    agendaType: 2,
    // Its classes are in the LMS (demo-classes.ts lmsId), so the course is too.
    lmsId: 'SAP-CRS-000103',
    sponsoringOrg: 'Demo Leadership Institute',
    days: [
      [
        { title: 'Leading through change', type: 3, start: '13:00', end: '14:40', fos: [[14, 100]] },
        { title: 'Coaching conversations', type: 4, start: '14:50', end: '16:30', fos: [[15, 100]] },
      ],
    ],
  },
];
