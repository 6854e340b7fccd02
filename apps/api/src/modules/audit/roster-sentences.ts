/**
 * The words of the roster's events in a class's audit trail (issue 27): attendance marks,
 * missed time and learners joining the roster, each the part of a sentence between who did it
 * and when ('Ada Admin' … 'on Nov-21-2026 09:30 AM'). A mark of many learners is one sentence.
 */

const count = (n: number) => n.toLocaleString('en-US');

/** [2] → 'day 2'; [1, 2] → 'days 1 and 2'; [1, 2, 3] → 'days 1, 2 and 3'. */
export function daysText(days: readonly number[]): string {
  if (days.length <= 1) return `day ${days[0] ?? ''}`.trim();
  return `days ${days.slice(0, -1).join(', ')} and ${days.at(-1)}`;
}

export type AttendanceMark = 'attended' | 'absent' | 'cleared';

/** One press: one learner or many, on one day or several; learnerDays says how many marks changed. */
export function attendanceStatement(g: {
  mark: AttendanceMark;
  learners: number;
  learner: string;
  days: readonly number[];
  learnerDays: number;
}): string {
  const who = g.learners === 1 ? g.learner : `${count(g.learners)} learners`;
  // Marks the learners already had are not written again, so the count may be fewer than learners × days.
  const partly = g.learnerDays !== g.learners * g.days.length ? ` (${count(g.learnerDays)} learner days)` : '';
  if (g.mark === 'cleared') return `cleared the attendance of ${who} on ${daysText(g.days)}${partly}`;
  return `marked ${who} ${g.mark} on ${daysText(g.days)}${partly}`;
}

/** A missed time recorded, removed or changed: 'recorded missed time 10:00–10:30 on day 1 for Lee Learner'. */
export function missedTimeStatement(action: string, m: { day: number; start: string; end: string; learner: string }): string {
  const span = `${m.start}–${m.end}`;
  if (action === 'INSERT') return `recorded missed time ${span} on day ${m.day} for ${m.learner}`;
  if (action === 'DELETE') return `removed the missed time ${span} on day ${m.day} of ${m.learner}`;
  return `changed the missed time of ${m.learner} on day ${m.day} to ${span}`;
}

/** Learners joining the roster in one go: 'added the learner Lee Learner to the roster', 'added 2,000 learners to the roster'. */
export function rosterAddedStatement(learners: number, learner: string): string {
  return learners === 1 ? `added the learner ${learner} to the roster` : `added ${count(learners)} learners to the roster`;
}

/** A learner taken off the roster (the row stays, removed_at set): 'removed the learner Lee Learner from the roster ("Registered twice")'. */
export function rosterRemovedStatement(record: string, message: unknown): string {
  const why = typeof message === 'string' && message.trim() !== '' ? ` ("${message.trim()}")` : '';
  return `removed ${record} from the roster${why}`;
}
