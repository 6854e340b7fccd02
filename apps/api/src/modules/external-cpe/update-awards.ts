import { awardCredits, endpoints } from '@cpe/contract';
import { invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { ecpAccess, requireRequest, touchRequest } from './ecp-access.ts';
import { loadAwards } from './ecp-awards.ts';

export const updateExternalCpeAwards = defineRoute(endpoints.updateExternalCpeAwards, {
  summary: 'Replace the Awards: credits by field of study; college rows in semester or quarter hours (×15 / ×10)',
  tags: ['external cpe'],
  auth: ecpAccess(),
  async handler({ params, body, tx, me, now }) {
    const row = await requireRequest(tx, params.id, me(), 'canEdit');
    const { rows: known } = await tx.query<{ id: number }>('SELECT id FROM fields_of_study WHERE id = ANY($1::int[])', [
      body.rows.map((r) => r.field_of_study_id),
    ]);
    const ids = new Set(known.map((k) => k.id));
    body.rows.forEach((r, i) => {
      if (!ids.has(r.field_of_study_id)) throw invalid(`body.rows.${i}.field_of_study_id`, 'Unknown field of study.');
    });
    await tx.query('DELETE FROM ecpe_awards WHERE request_id = $1', [row.id]);
    for (const r of body.rows) {
      const college = r.is_college_type !== 0;
      // The contract's rule is the one conversion; the schema has made sure each row has its input.
      const credits = awardCredits(r) ?? 0;
      await tx.query(
        `INSERT INTO ecpe_awards (request_id, field_of_study_id, is_college_type, college_unit, college_hours, credits)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [row.id, r.field_of_study_id, college ? 1 : 0, college ? r.college_unit : null, college ? r.college_hours : null, credits],
      );
    }
    await touchRequest(tx, row.id, me().personId, now);
    return loadAwards(tx, row.id);
  },
});
