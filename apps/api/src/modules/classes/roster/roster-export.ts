import { csvRow, deriveRosterEntry, endpoints, type RosterEntry } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess, loadClass } from '../../../shared/class-access.ts';
import { assembleRoster } from './roster-assemble.ts';
import { readRosterData } from './roster-read.ts';

/** How a learner came onto the roster (roster add method ids). */
const ADDED_BY: Record<number, string> = { 1: 'By hand', 2: 'Imported', 3: 'From the LMS', 4: 'Attendance code' };

/** One CSV line per learner: who, then attended Y/N per class date, missed minutes, days attended and credits by field. */
export function rosterCsv(roster: readonly RosterEntry[], dates: readonly string[]): string {
  const header = [
    'Learner',
    'E-mail',
    'External',
    'Added by',
    ...dates.map((d) => `Attended ${d}`),
    'Missed minutes',
    'Days attended',
    'Credits',
  ];
  const lines = roster.map((entry) => {
    const derived = deriveRosterEntry(entry, dates);
    const credits = entry.credits.map((c) => `${c.subject_area.subject_short_name} ${c.credits}`).join('; ');
    return csvRow([
      entry.name,
      entry.email_address,
      entry.is_external_learner ? 'Y' : 'N',
      ADDED_BY[entry.roster_add_method_id] ?? entry.roster_add_method_id,
      ...dates.map((d) => (entry.days[d]?.attendedDay ? 'Y' : 'N')),
      derived.allMissedTime,
      derived.attendedDays,
      credits,
    ]);
  });
  return `${[csvRow(header), ...lines].join('\r\n')}\r\n`;
}

/** GET /class/roster/export/{id}: the roster as CSV, every cell through the formula rule. */
export const exportRoster = defineRoute(endpoints.exportRoster, {
  summary:
    'The roster of a class as CSV (attendance per date, missed minutes, credits); cells starting with = + - @ tab or CR get an apostrophe',
  tags: ['classes'],
  auth: classAccess(),
  async handler({ params, tx, me, reply }) {
    const cls = await loadClass(tx, params.id, me());
    const roster = assembleRoster(await readRosterData(tx, cls), cls.delivery_method_id ?? cls.course_delivery_method_id);
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="class-${cls.id}-roster.csv"`)
      .header('cache-control', 'no-store');
    return rosterCsv(roster.roster, roster.days);
  },
});
