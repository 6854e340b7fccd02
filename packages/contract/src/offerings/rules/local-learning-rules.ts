/**
 * Rules of a local learning that the server and the screens share (the local learning
 * header): its schedule (a start and an end, one class day per date), its focus code,
 * its approval checklist, and the configuration of its class's AOA expiry.
 */

import { addDays, type ClassDayTimes, MAX_CLASS_DAYS } from '../../class/index.ts';
import type { ElementConfigRow } from '../../course/index.ts';
import { type ApprovalCheck, withPassedApproval } from '../../platform/index.ts';

/** The element configuration location and page category of local learning pages. */
export const LOCAL_LEARNING_ELEMENT_LOCATION = 'locallearning';
/** The external id type that holds a local learning's focus code (header 'LOID or Focus Code'). */
export const FOCUS_CODE_ID_TYPE = 'FOCUS CODE';
/** The element of the AOA expiry: required unless the local learning (or class) configuration says not. */
export const AOA_EXPIRY_ELEMENT = 'aoa_expiration_date';

export const LOCAL_LEARNING_MESSAGES = {
  created: 'Local learning created',
  saved: 'Local learning saved',
  endBeforeStart: 'The end must be after the start.',
  endTimeBeforeStartTime: 'Each day runs from the start time to the end time: the end time must be later than the start time.',
  tooManyDays: `A local learning runs at most ${MAX_CLASS_DAYS} days.`,
  scheduleRequired: 'The start and end date/time are required.',
  notApprovable: 'The local learning cannot be approved:',
  submitted: 'Local learning submitted for signoff',
  returned: 'Local learning returned to Draft',
  approved: 'Local learning approved for delivery',
  notApproved: 'Local learning closed as Not Approved',
} as const;

/** 'YYYY-MM-DD HH:mm', the way the screens send a start or end. */
export const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):([0-5]\d)$/;

export interface ScheduleProblem {
  field: 'start' | 'end';
  message: string;
}

/**
 * The class days of a local learning that runs from `start` to `end` ('YYYY-MM-DD HH:mm',
 * wall clock of the class timezone): one day per date, each from the start time to the end
 * time. A schedule that ends before it starts, whose days would end before they start, or
 * that runs more days than a class may have, is a problem naming the field.
 */
export function localLearningDays(start: string, end: string): { days: ClassDayTimes[] } | ScheduleProblem {
  const s = LOCAL_DATE_TIME.exec(start);
  const e = LOCAL_DATE_TIME.exec(end);
  if (!s) return { field: 'start', message: 'Expected a date and time as YYYY-MM-DD HH:mm' };
  if (!e) return { field: 'end', message: 'Expected a date and time as YYYY-MM-DD HH:mm' };
  if (end <= start) return { field: 'end', message: LOCAL_LEARNING_MESSAGES.endBeforeStart };
  const [startDate, endDate] = [s[1] as string, e[1] as string];
  const startTime = `${s[2]}:${s[3]}`;
  const endTime = `${e[2]}:${e[3]}`;
  if (endTime <= startTime) return { field: 'end', message: LOCAL_LEARNING_MESSAGES.endTimeBeforeStartTime };
  const days: ClassDayTimes[] = [];
  for (let date = startDate; date <= endDate; date = addDays(date, 1)) {
    if (days.length >= MAX_CLASS_DAYS) return { field: 'end', message: LOCAL_LEARNING_MESSAGES.tooManyDays };
    days.push({ date, start_time: startTime, end_time: endTime });
  }
  return { days };
}

/** The start and end of a schedule as the header shows them, from its first and last day. */
export function scheduleOf(days: readonly ClassDayTimes[]): { start_date: string | null; end_date: string | null } {
  const first = days[0];
  const last = days[days.length - 1];
  return {
    start_date: first ? `${first.date} ${first.start_time}` : null,
    end_date: last ? `${last.date} ${last.end_time}` : null,
  };
}

/**
 * The local learning's approval checklist: the course's sections (its details section named
 * as the local learning's page is), the schedule (a local learning is delivered on its class
 * days, so approving one without them would leave nothing to attend), then 'Passed Approval'.
 */
export function localLearningChecklist(
  courseChecks: readonly Required<ApprovalCheck>[],
  facts: { hasSchedule: boolean },
): Required<ApprovalCheck>[] {
  const sections = courseChecks.map((c) => (c.section === 'Course Details' ? { ...c, section: 'Local Learning Details' } : c));
  sections.push({
    section: 'Schedule',
    validation_status: facts.hasSchedule ? 'PASS' : 'FAIL',
    message: facts.hasSchedule ? '' : LOCAL_LEARNING_MESSAGES.scheduleRequired,
  });
  return withPassedApproval(sections).map((c) => ({ ...c, message: c.message ?? '' }));
}

/**
 * The element rows that govern the class of a local learning: the class rows, except that
 * the AOA expiry follows the local learning pages' configuration when it has a row for it
 * ('unless it is not required by configuration for local learning or class pages').
 */
export function localLearningClassElementRows(
  classRows: readonly ElementConfigRow[],
  localLearningRows: readonly ElementConfigRow[],
  classLocation: string,
): ElementConfigRow[] {
  const own = localLearningRows.filter((r) => r.element_id === AOA_EXPIRY_ELEMENT).map((r) => ({ ...r, location: classLocation }));
  if (own.length === 0) return [...classRows];
  return [...own, ...classRows.filter((r) => r.element_id !== AOA_EXPIRY_ELEMENT)];
}
