import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { ecpAccess, loadRequest } from './ecp-access.ts';

export const getExternalCpeNasba = defineRoute(endpoints.getExternalCpeNasba, {
  summary: "The firm's NASBA questions with this request's answers",
  tags: ['external cpe'],
  auth: ecpAccess(),
  async handler({ params, tx, me }) {
    const row = await loadRequest(tx, params.id, me());
    const { rows } = await tx.query<{ question_id: number; question: string; is_required: boolean; answer: string | null }>(
      // The current version of the set external CPE requests answer (ADR 0037).
      `SELECT q.question_id, q.question, q.is_required, a.answer
         FROM nasba_current_questions('external_cpe') q
         LEFT JOIN ecpe_nasba_answers a ON a.question_id = q.question_id AND a.request_id = $1
        ORDER BY q.sort_order, q.question_id`,
      [row.id],
    );
    return rows;
  },
});
