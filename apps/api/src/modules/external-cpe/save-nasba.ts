import { endpoints } from '@cpe/contract';
import { invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { ecpAccess, requireRequest, touchRequest } from './ecp-access.ts';

export const saveExternalCpeNasba = defineRoute(endpoints.saveExternalCpeNasba, {
  summary: "Save answers to the firm's NASBA questions (an empty answer removes it)",
  tags: ['external cpe'],
  auth: ecpAccess(),
  async handler({ params, body, tx, me, now }) {
    const row = await requireRequest(tx, params.id, me(), 'canEdit');
    const { rows } = await tx.query<{ id: number }>('SELECT id FROM nasba_questions WHERE is_active');
    const active = new Set(rows.map((r) => r.id));
    body.answers.forEach((a, i) => {
      if (!active.has(a.question_id)) throw invalid(`body.answers.${i}.question_id`, 'Unknown NASBA question.');
    });
    for (const a of body.answers) {
      if (a.answer === '') {
        await tx.query('DELETE FROM ecpe_nasba_answers WHERE request_id = $1 AND question_id = $2', [row.id, a.question_id]);
      } else {
        await tx.query(
          `INSERT INTO ecpe_nasba_answers (request_id, question_id, answer) VALUES ($1, $2, $3)
           ON CONFLICT (tenant_id, request_id, question_id) DO UPDATE SET answer = excluded.answer`,
          [row.id, a.question_id, a.answer],
        );
      }
    }
    await touchRequest(tx, row.id, me().personId, now);
    return { message: 'NASBA answers saved' };
  },
});
