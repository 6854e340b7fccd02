import { formatDisplayDate } from '../../../lib/dates.ts';

/**
 * What a bulk attendance change says before it is made: how many learners, which day
 * (the date selected on the roster, or every day of the class when none is), and
 * whether it marks or clears. The roster has thousands of learners and no undo.
 */
export interface BulkAttendance {
  attended: boolean;
  learners: number;
  /** YYYY-MM-DD, or null for every class day. */
  date: string | null;
}

/** 'Nov-21-2026' for '2026-11-21' (a calendar day, so no timezone moves it). */
export function displayDay(date: string): string {
  return formatDisplayDate(date) || date;
}

const learnersText = (n: number) => `${n.toLocaleString('en-US')} learner${n === 1 ? '' : 's'}`;
const onText = (date: string | null) => (date ? `on ${displayDay(date)}` : 'on all days');

/** 'Clear attendance of 2,000 learners on Nov-21-2026?' or 'Mark 2,000 learners attended on all days?' */
export function bulkAttendanceQuestion({ attended, learners, date }: BulkAttendance): string {
  return attended
    ? `Mark ${learnersText(learners)} attended ${onText(date)}?`
    : `Clear attendance of ${learnersText(learners)} ${onText(date)}?`;
}

export const bulkAttendanceTitle = (attended: boolean) => (attended ? 'Mark everyone attended' : 'Clear attendance');
export const bulkAttendanceConfirm = (attended: boolean) => (attended ? 'Mark attended' : 'Clear attendance');
