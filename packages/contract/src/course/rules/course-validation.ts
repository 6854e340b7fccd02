/**
 * The approval checklist a course must pass before it is finalized (GET
 * /agendas/validation). One row per section, named after the feedback sections of
 * the product; a failing row says, briefly, every reason it fails.
 */

import { pollingRequiredFor } from '../../credits/index.ts';
import type { ApprovalCheck, ValidationStatus } from '../../platform/index.ts';
import { AGENDA_TYPE_IDS, DELIVERY_METHOD_IDS, PREREQUISITE_KNOWLEDGE_LEVEL_IDS } from '../../reference/index.ts';
import { contentReviewApplies } from './course-workflow.ts';
import { type CreditIncrement, type CreditModule, computeCredits, type SelfStudyCounts } from './credits.ts';
import { agendaTimeChecks, isValidTimeRange, MODULE_TIME_OK, type TimedSlot } from './module-time.ts';

type Flag = 0 | 1 | boolean;

/** An agenda module as GET /course/{id} lists it (extra fields are ignored). */
export interface ValidationModule extends TimedSlot, Omit<CreditModule, 'day'> {
  /** Intermediate, Advanced and Update call for prerequisites. */
  knowledge_level_id: number | null;
  /** Who developed the module: they may not be a content reviewer of its day. */
  developer_id?: number | null;
}

export interface ContentReviewer {
  reviewer_id: number;
  is_attested: Flag;
  /** YYYY-MM-DD once the review is complete. */
  completion_date: string | null;
}

/** One agenda day of the content review (GET /agendas/review-status days). */
export interface ContentReviewDay {
  day: number;
  reviewers: readonly ContentReviewer[];
}

export interface NasbaAnswer {
  question_id: number;
  is_required: Flag;
  answer: string | null;
}

export interface CourseValidationInput {
  title: string | null;
  delivery_method_id: number | null;
  agenda_type_id: number | null;
  /** The course's credit increment (fifths or halves). */
  credit_increment: CreditIncrement;
  /** Word counts for the QAS word-count formula, when the course uses it. */
  selfStudy?: SelfStudyCounts | null;
  /** JSON text of a list or object; needed at the higher knowledge levels. */
  prerequisites: string | null;
  /** Polling events planned (null as none); Group Internet-Based needs three per credit. */
  polling_events: number | null;
  modules: readonly ValidationModule[];
  /** With the agenda type, decides whether Content Review applies (the same rule as its step). */
  tenantIsSponsor: boolean;
  contentReviewDays: readonly ContentReviewDay[];
  is_irs_ce: Flag;
  irs_program_number: string | null;
  nasbaQuestions: readonly NasbaAnswer[];
  /** How many program qualifications the course has. */
  qualificationCount: number;
}

export type CourseCheck = Required<ApprovalCheck>;

export const COURSE_VALIDATION_MESSAGES = {
  titleRequired: 'Title is required.',
  deliveryMethodRequired: 'Delivery method is required.',
  agendaTypeRequired: 'Agenda type is required.',
  noModules: 'The agenda needs at least one module.',
  moduleTimeRange: 'Every module must end after it starts.',
  moduleOverlap: 'Modules on the same day must not overlap.',
  allocations: 'Every credit-qualified module needs fields of study totalling 100%.',
  noCredits: 'A US-CPE course must earn CPE credits.',
  prerequisites: 'Prerequisites are required for Intermediate, Advanced or Update modules.',
  attestedReviewer: 'Every agenda day needs an attested reviewer.',
  developerReviewer: 'A reviewer cannot review a day with a module they developed.',
  irsProgramNumber: 'An IRS CE course needs a program number.',
  nasbaAnswers: 'Every required NASBA question must be answered.',
  qualification: 'The course needs at least one program qualification.',
} as const;
const M = COURSE_VALIDATION_MESSAGES;

const blank = (text: string | null | undefined) => !text?.trim();

function check(section: string, failures: readonly (string | false)[]): CourseCheck {
  const messages = failures.filter((failure): failure is string => failure !== false);
  const validation_status: ValidationStatus = messages.length === 0 ? 'PASS' : 'FAIL';
  return { section, validation_status, message: messages.join(' ') };
}

/**
 * The prerequisites as lines a person reads and types (issue 11): they are stored as JSON
 * text ("prerequisites as JSON text"), usually a list of strings. A list gives its
 * items, an object "key: value" lines, a JSON string or number itself; text that is not JSON
 * at all (older data) is shown as it is, line by line.
 */
export function prerequisiteLines(stored: string | null | undefined): string[] {
  if (blank(stored)) return [];
  const text = stored ?? '';
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
  }
  const show = (item: unknown) => (typeof item === 'string' ? item : JSON.stringify(item));
  const items = Array.isArray(value)
    ? value.map(show)
    : typeof value === 'object' && value !== null
      ? Object.entries(value).map(([key, item]) => `${key}: ${show(item)}`)
      : value === null
        ? []
        : [show(value)];
  return items
    .flatMap((item) => item.split(/\r?\n/))
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The text a person types, one prerequisite per line, as the JSON list stored; null when there is none. */
export function prerequisitesJson(text: string | null | undefined): string | null {
  const lines = (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.length > 0 ? JSON.stringify(lines) : null;
}

/** A non-empty JSON list or object; anything else (or unparsable text) is missing. */
export function hasPrerequisites(json: string | null | undefined): boolean {
  if (blank(json)) return false;
  try {
    const value: unknown = JSON.parse(json ?? '');
    if (Array.isArray(value)) return value.length > 0;
    return typeof value === 'object' && value !== null && Object.keys(value).length > 0;
  } catch {
    return false;
  }
}

/** Whether an agenda calls for prerequisites: a module at Intermediate, Advanced or Update level (NASBA Standard No. 3). */
export function modulesNeedPrerequisites(modules: readonly { knowledge_level_id: number | null }[]): boolean {
  return modules.some((m) => m.knowledge_level_id !== null && PREREQUISITE_KNOWLEDGE_LEVEL_IDS.includes(m.knowledge_level_id));
}

function agendaDetails(modules: readonly ValidationModule[]): CourseCheck {
  const checks = agendaTimeChecks(modules);
  const allocated = (module: ValidationModule) => module.allocations.reduce((sum, a) => sum + a.percent, 0) === 100;
  return check('Agenda Details', [
    modules.length === 0 && M.noModules,
    modules.some((module) => !isValidTimeRange(module.start_time, module.end_time)) && M.moduleTimeRange,
    [...checks.values()].some((result) => result !== MODULE_TIME_OK) && M.moduleOverlap,
    modules.some((module) => Boolean(module.is_credit_qualified) && !allocated(module)) && M.allocations,
  ]);
}

function cpeInformation(input: CourseValidationInput): CourseCheck {
  const credits = computeCredits(input.modules, {
    deliveryMethodId: input.delivery_method_id,
    increment: input.credit_increment,
    selfStudy: input.selfStudy,
  });
  const needsPrerequisites = modulesNeedPrerequisites(input.modules);
  // Group Internet-Based, and the remote attendees of Group Live & Group Internet (credits/monitoring.ts).
  const polling = pollingRequiredFor(input.delivery_method_id, credits.total);
  return check('CPE Information', [
    // A credit total is 0 or at least the minimum, so "at least the minimum" means "not 0".
    input.agenda_type_id === AGENDA_TYPE_IDS.usCpe && credits.total === 0 && M.noCredits,
    needsPrerequisites && !hasPrerequisites(input.prerequisites) && M.prerequisites,
    (input.polling_events ?? 0) < polling &&
      (input.delivery_method_id === DELIVERY_METHOD_IDS.groupInternet
        ? `Group Internet-Based courses need at least ${polling} polling events (three per credit).`
        : `Group Live & Group Internet courses need at least ${polling} polling events (three per credit) for their remote attendees.`),
  ]);
}

function contentReview(input: CourseValidationInput): CourseCheck {
  const days = [...new Set(input.modules.map((module) => module.day))];
  const reviewersOf = (day: number) => input.contentReviewDays.filter((entry) => entry.day === day).flatMap((entry) => entry.reviewers);
  const attested = (r: ContentReviewer) => Boolean(r.is_attested) && !blank(r.completion_date);
  const developersOf = (day: number) => new Set(input.modules.filter((m) => m.day === day).map((m) => m.developer_id));
  return check('Content Review', [
    days.some((day) => !reviewersOf(day).some(attested)) && M.attestedReviewer,
    days.some((day) => reviewersOf(day).some((r) => developersOf(day).has(r.reviewer_id))) && M.developerReviewer,
  ]);
}

export function validateCourse(input: CourseValidationInput): CourseCheck[] {
  const checks: CourseCheck[] = [
    check('Course Details', [
      blank(input.title) && M.titleRequired,
      input.delivery_method_id === null && M.deliveryMethodRequired,
      input.agenda_type_id === null && M.agendaTypeRequired,
    ]),
    agendaDetails(input.modules),
    cpeInformation(input),
  ];
  // Sections that do not apply to the course are left out rather than passed.
  if (contentReviewApplies(input.tenantIsSponsor, input.agenda_type_id)) checks.push(contentReview(input));
  if (input.is_irs_ce) checks.push(check('IRS CE Information', [blank(input.irs_program_number) && M.irsProgramNumber]));
  checks.push(
    check('NASBA Questions', [input.nasbaQuestions.some((q) => Boolean(q.is_required) && blank(q.answer)) && M.nasbaAnswers]),
    check('Program Qualification', [input.qualificationCount < 1 && M.qualification]),
  );
  return checks;
}
