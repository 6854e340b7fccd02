/**
 * The independent study's steps ('/independentstudy/{id}' and 'Independent study
 * pages'), in menu order, declared once (ADR 0018). The main page is Independent Study
 * Details; 'request' is the request that placed it in its program (program, request type,
 * submission); credits carry the self-study counts and take CPE Information feedback. Agenda,
 * content review, documentation, NASBA questions, version and audit are the course's steps
 * (ADR 0023); the roster lists the learners who completed it.
 */
import { COURSE_POLICY_CODES } from '../../course/index.ts';
import type { StepDeclaration, StepKeyOf } from '../../platform/index.ts';

/** The independent study's main route name; its steps' routes are `independentstudy-id-{path}`. */
export const INDEPENDENT_STUDY_RECORD = 'independentstudy-id';

export const INDEPENDENT_STUDY_STEP_LIST = [
  {
    key: 'details',
    path: '',
    page: 'independentstudy-id',
    title: 'Independent Study Details',
    feedback: 'Independent Study Details',
  },
  { key: 'request', path: 'request', page: 'independentstudy-id-request', title: 'Request' },
  { key: 'credits', path: 'credits', page: 'independentstudy-id-credits', title: 'CPE Information', feedback: 'CPE Information' },
  { key: 'agenda', path: 'agenda', page: 'independentstudy-id-agenda', title: 'Agenda Details', feedback: 'Agenda Details' },
  {
    key: 'contentreview',
    path: 'contentreview',
    page: 'independentstudy-id-contentreview',
    title: 'Content Review',
    finalizedPermission: COURSE_POLICY_CODES.finalizedContentReview,
  },
  {
    key: 'documentation',
    path: 'documentation',
    page: 'independentstudy-id-documentation',
    title: 'Documentation',
    feedback: 'Documentation',
  },
  { key: 'nasba', path: 'nasba', page: 'independentstudy-id-nasba', title: 'NASBA Questions', feedback: 'NASBA Questions' },
  { key: 'roster', path: 'roster', page: 'independentstudy-id-roster', title: 'Roster' },
  { key: 'approval', path: 'approval', page: 'independentstudy-id-approval', title: 'Approval' },
  { key: 'version', path: 'version', page: 'independentstudy-id-version', title: 'Version' },
  { key: 'audit', path: 'audit', page: 'independentstudy-id-audit', title: 'Audit' },
] as const satisfies readonly StepDeclaration[];

export type IndependentStudyStepKey = StepKeyOf<typeof INDEPENDENT_STUDY_STEP_LIST>;
