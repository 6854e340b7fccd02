import { AOA_MESSAGES, CLASS_MESSAGES, endpoints, validateMissedTime } from '@cpe/contract';
import { invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { aoaAccess, requireAoa, touchAoa } from './aoa-access.ts';

/**
 * PUT /aoa/update: the Draft's declarations, by its requestor or staff. verifyTypeId chooses
 * the method (documents clear a kept code; null clears both); days replace every declared
 * day, each a day of the class, with missed times checked by the roster's own rule (within
 * the day's class times, not overlapping) and kept only for days attended; isConfirmed
 * records who confirmed.
 */
export const updateAoa = defineRoute(endpoints.updateAoa, {
  summary: 'Save a Draft affidavit’s verification method, declared days and missed time, and confirmation',
  tags: ['aoa'],
  auth: aoaAccess(),
  async handler({ body, tx, me, now }) {
    const aoa = await requireAoa(tx, body.requestId, me(), 'canEdit');
    if (body.verifyTypeId !== undefined) {
      await tx.query(
        `UPDATE affidavits SET verify_type_id = $2::int, attend_code = CASE WHEN $2::int = 1 THEN attend_code END WHERE id = $1`,
        [aoa.id, body.verifyTypeId],
      );
    }
    if (body.days !== undefined) {
      const { rows: classDays } = await tx.query<{ day: number; start_time: string; end_time: string }>(
        'SELECT day, start_time, end_time FROM class_days WHERE class_id = $1',
        [aoa.class_id],
      );
      const seen = new Set<number>();
      body.days.forEach((d, i) => {
        const times = classDays.find((c) => c.day === d.day);
        if (!times || seen.has(d.day)) throw invalid(`body.days.${i}.day`, times ? 'Each day once.' : CLASS_MESSAGES.missedTimeNotClassDay);
        seen.add(d.day);
        if (!d.attended) return;
        d.missedTimes.forEach((m, j) => {
          const problem = validateMissedTime(m, times, d.missedTimes.slice(0, j));
          if (problem) throw invalid(`body.days.${i}.missedTimes.${j}`, problem);
        });
      });
      await tx.query('DELETE FROM affidavit_missed_times WHERE affidavit_id = $1', [aoa.id]);
      await tx.query('DELETE FROM affidavit_days WHERE affidavit_id = $1', [aoa.id]);
      await tx.query(
        'INSERT INTO affidavit_days (affidavit_id, day, attended) SELECT $1, x.d, x.a FROM unnest($2::int[], $3::bool[]) AS x(d, a)',
        [aoa.id, body.days.map((d) => d.day), body.days.map((d) => d.attended === 1)],
      );
      const missed = body.days.filter((d) => d.attended === 1).flatMap((d) => d.missedTimes.map((m) => ({ day: d.day, ...m })));
      await tx.query(
        `INSERT INTO affidavit_missed_times (affidavit_id, day, start_at, returned_at)
         SELECT $1, x.d, x.s, x.r FROM unnest($2::int[], $3::text[], $4::text[]) AS x(d, s, r)`,
        [aoa.id, missed.map((m) => m.day), missed.map((m) => m.startAt), missed.map((m) => m.returnedAt)],
      );
    }
    if (body.isConfirmed !== undefined) {
      await tx.query(
        `UPDATE affidavits SET is_confirmed = $2::bool, confirmed_by = CASE WHEN $2::bool THEN $3::int END, confirmed_at = CASE WHEN $2::bool THEN $4::timestamptz END
          WHERE id = $1`,
        [aoa.id, body.isConfirmed === 1, me().personId, now],
      );
    }
    await touchAoa(tx, aoa.id, me().personId, now);
    return { message: AOA_MESSAGES.saved };
  },
});
