import { z } from 'zod';
import { type RosterEntry, rosterResponse } from './classes.ts';

type RosterResponse = z.infer<typeof rosterResponse>;

/**
 * GET /class/roster/compact/{id}: the roster of GET /class/roster/{id} in a fifth of the bytes
 * (issue 17: a 2,000-learner roster was about 780 KB). The screen asks for this one and expands
 * it with `expandRoster`; the spec's shape stays the answer of GET /class/roster/{id}.
 *
 * - A learner is a row: [person_id, class_roster_id, name, email_address, is_external_learner,
 *   roster_add_method_id, credits (an index into `credits`), attended (one 0/1 per class day,
 *   in the order of `days`), missed (per class day, its missed times)].
 * - `credits` lists each distinct credit summary once: most learners of a class share one.
 * - `missed` is left out (null) for a learner without missed time.
 */
const flag = z.union([z.literal(0), z.literal(1)]);
const missedTime = z.tuple([z.number().int().nullable(), z.string(), z.string()]);
export const compactRosterRow = z.tuple([
  z.number().int(),
  z.number().int(),
  z.string(),
  z.string().nullable(),
  flag,
  z.number().int(),
  z.number().int().min(0),
  z.array(flag),
  z.array(z.array(missedTime)).nullable(),
]);
export const compactRosterResponse = z.object({
  days: rosterResponse.shape.days,
  dayTimes: rosterResponse.shape.dayTimes,
  limitationReasonsObj: rosterResponse.shape.limitationReasonsObj,
  credits: z.array(rosterResponse.shape.roster.element.shape.credits),
  learners: z.array(compactRosterRow),
});
export type CompactRoster = z.infer<typeof compactRosterResponse>;

/** The compact form of a roster answer. Days a learner lacks count as not attended, without missed time. */
export function compactRoster(full: RosterResponse): CompactRoster {
  const credits: RosterEntry['credits'][] = [];
  const creditIndex = new Map<string, number>();
  // The server's assembly shares one credits array between learners who earn the same: known
  // arrays are found by identity before their text is compared.
  const byIdentity = new Map<RosterEntry['credits'], number>();
  const learners = full.roster.map((entry): z.infer<typeof compactRosterRow> => {
    let index = byIdentity.get(entry.credits);
    if (index === undefined) {
      const key = JSON.stringify(entry.credits);
      index = creditIndex.get(key);
      if (index === undefined) {
        index = credits.length;
        credits.push(entry.credits);
        creditIndex.set(key, index);
      }
      byIdentity.set(entry.credits, index);
    }
    const days = full.days.map((date) => (Object.hasOwn(entry.days, date) ? entry.days[date] : undefined));
    const attended = days.map((d) => d?.attendedDay ?? 0);
    const anyMissed = days.some((d) => (d?.missedTimes.length ?? 0) > 0);
    const missed = anyMissed
      ? days.map((d) => (d?.missedTimes ?? []).map((m): [number | null, string, string] => [m.id ?? null, m.startAt, m.returnedAt]))
      : null;
    return [
      entry.person_id,
      entry.class_roster_id,
      entry.name,
      entry.email_address,
      entry.is_external_learner,
      entry.roster_add_method_id,
      index,
      attended,
      missed,
    ];
  });
  return { days: full.days, dayTimes: full.dayTimes, limitationReasonsObj: full.limitationReasonsObj, credits, learners };
}

/** The roster answer the screens work with, from its compact form. */
export function expandRoster(compact: CompactRoster): RosterResponse {
  const dayNumber = new Map(compact.dayTimes.map((t) => [t.date, t.day]));
  const roster = compact.learners.map(
    ([person_id, class_roster_id, name, email_address, is_external_learner, roster_add_method_id, credit, attended, missed]) => {
      const days: RosterEntry['days'] = {};
      compact.days.forEach((date, i) => {
        days[date] = {
          attendedDay: attended[i] ?? 0,
          missedTimes: (missed?.[i] ?? []).map(([id, startAt, returnedAt]) =>
            id === null ? { startAt, returnedAt } : { id, startAt, returnedAt },
          ),
          day: dayNumber.get(date) ?? i + 1,
        };
      });
      return {
        person_id,
        class_roster_id,
        name,
        email_address,
        is_external_learner,
        roster_add_method_id,
        credits: compact.credits[credit] ?? [],
        days,
      };
    },
  );
  return { roster, days: compact.days, dayTimes: compact.dayTimes, limitationReasonsObj: compact.limitationReasonsObj };
}
