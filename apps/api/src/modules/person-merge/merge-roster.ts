import { type MergeRosterDay, mergeRosterDays } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';

interface Conflict {
  survivor_entry: number;
  victim_entry: number;
}

interface DayRow {
  roster_id: number;
  day: number;
  attended: boolean | null;
  missed: { id: number; start_at: string; returned_at: string }[];
}

/** The days of these roster entries: attendance and missed times, one row per entry and day. */
async function loadDays(tx: Queryable, entryIds: number[]): Promise<DayRow[]> {
  const { rows } = await tx.query<DayRow>(
    `WITH days AS (
       SELECT roster_id, day FROM roster_attendance WHERE roster_id = ANY($1::int[])
       UNION SELECT roster_id, day FROM roster_missed_times WHERE roster_id = ANY($1::int[]))
     SELECT d.roster_id, d.day, a.attended,
            coalesce((SELECT json_agg(json_build_object('id', m.id, 'start_at', m.start_at, 'returned_at', m.returned_at) ORDER BY m.start_at)
                        FROM roster_missed_times m WHERE m.roster_id = d.roster_id AND m.day = d.day), '[]') AS missed
       FROM days d LEFT JOIN roster_attendance a ON a.roster_id = d.roster_id AND a.day = d.day`,
    [entryIds],
  );
  return rows;
}

const daysOf = (rows: DayRow[], entry: number): (MergeRosterDay & { missedIds: number[] })[] =>
  rows.filter((r) => r.roster_id === entry).map((r) => ({ ...r, missedIds: r.missed.map((m) => m.id) }));

/**
 * The victim's live roster entries on classes the survivor is on too: the survivor's entry
 * stays with the union of attended days (contract mergeRosterDays) and takes over the victim's
 * affidavits; the victim's entry is kept as a removed entry, so its history stays readable.
 * Set-based: one read of every conflicting entry's days, then a few statements for all of them.
 */
export async function mergeRosterConflicts(tx: Queryable, survivorId: number, victimId: number, me: number, now: Date): Promise<number> {
  const { rows: conflicts } = await tx.query<Conflict>(
    `SELECT s.id AS survivor_entry, v.id AS victim_entry
       FROM class_roster v JOIN class_roster s ON s.class_id = v.class_id AND s.person_id = $1 AND s.removed_at IS NULL
      WHERE v.person_id = $2 AND v.removed_at IS NULL`,
    [survivorId, victimId],
  );
  if (conflicts.length === 0) return 0;
  const days = await loadDays(
    tx,
    conflicts.flatMap((c) => [c.survivor_entry, c.victim_entry]),
  );
  const attended: { roster: number; day: number }[] = [];
  const replacedMissed: { roster: number; day: number }[] = [];
  const movedMissed: { id: number; roster: number }[] = [];
  for (const c of conflicts) {
    const s = daysOf(days, c.survivor_entry);
    const v = daysOf(days, c.victim_entry);
    for (const merged of mergeRosterDays(s, v)) {
      const had = s.find((d) => d.day === merged.day);
      if (merged.attended === true && had?.attended !== true) attended.push({ roster: c.survivor_entry, day: merged.day });
      if (merged.missedFrom === 'victim') {
        replacedMissed.push({ roster: c.survivor_entry, day: merged.day });
        for (const id of v.find((d) => d.day === merged.day)?.missedIds ?? []) movedMissed.push({ id, roster: c.survivor_entry });
      }
    }
  }
  // A day the union makes attended: recorded (or turned) attended on the survivor's entry.
  if (attended.length > 0)
    await tx.query(
      `INSERT INTO roster_attendance (roster_id, day, attended, updated_by, updated_at)
       SELECT r, d, true, $3, $4 FROM unnest($1::int[], $2::int[]) AS x(r, d)
       ON CONFLICT (tenant_id, roster_id, day) DO UPDATE SET attended = true, updated_by = $3, updated_at = $4`,
      [attended.map((a) => a.roster), attended.map((a) => a.day), me, now],
    );
  if (replacedMissed.length > 0)
    await tx.query(
      `DELETE FROM roster_missed_times m USING unnest($1::int[], $2::int[]) AS x(r, d) WHERE m.roster_id = x.r AND m.day = x.d`,
      [replacedMissed.map((a) => a.roster), replacedMissed.map((a) => a.day)],
    );
  if (movedMissed.length > 0)
    await tx.query('UPDATE roster_missed_times m SET roster_id = x.r FROM unnest($1::int[], $2::int[]) AS x(id, r) WHERE m.id = x.id', [
      movedMissed.map((m) => m.id),
      movedMissed.map((m) => m.roster),
    ]);
  const survivorEntries = conflicts.map((c) => c.survivor_entry);
  const victimEntries = conflicts.map((c) => c.victim_entry);
  await tx.query('UPDATE affidavits a SET roster_id = x.s FROM unnest($1::int[], $2::int[]) AS x(v, s) WHERE a.roster_id = x.v', [
    victimEntries,
    survivorEntries,
  ]);
  await tx.query(
    `UPDATE class_roster c SET removed_at = $3, removed_by = $4, removal_message = 'Merged into roster entry ' || x.s || ' (person merge)'
       FROM unnest($1::int[], $2::int[]) AS x(v, s) WHERE c.id = x.v`,
    [victimEntries, survivorEntries, now, me],
  );
  return conflicts.length;
}
