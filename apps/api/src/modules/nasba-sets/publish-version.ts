import { endpoints, NASBA_SET_MESSAGES } from '@cpe/contract';
import { invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { loadSet, nasbaQuestionsPage } from './set-store.ts';

/**
 * Publishes the questions as the set's next version. A question keeps its row while its wording
 * stays; new wording is a new row, so an answer given earlier keeps the text it answered
 * (ADR 0037). Order, required and asked belong to the version, not the question.
 */
export const publishNasbaVersion = defineRoute(endpoints.publishNasbaVersion, {
  summary: 'Publish a new version of a NASBA question set: its questions in order, required or optional, asked or not',
  tags: ['nasba questions'],
  auth: nasbaQuestionsPage(),
  async handler({ params, body, tx, me, now }) {
    const set = await loadSet(tx, params.id, true);
    const { rows: current } = await tx.query<{ question_id: number; question: string }>(
      `SELECT q.id AS question_id, q.question FROM nasba_question_set_items i JOIN nasba_questions q ON q.id = i.question_id
        WHERE i.set_id = $1 AND i.version = $2`,
      [set.id, set.current_version],
    );
    const wording = new Map(current.map((q) => [q.question_id, q.question]));
    body.questions.forEach((q, i) => {
      if (q.question_id !== null && !wording.has(q.question_id)) {
        throw invalid(`body.questions.${i}.question_id`, 'Not a question of this set’s current version.');
      }
    });
    const version = set.current_version + 1;
    await tx.query('INSERT INTO nasba_question_set_versions (set_id, version, published_at, published_by) VALUES ($1, $2, $3, $4)', [
      set.id,
      version,
      now,
      me().personId,
    ]);
    for (const [i, q] of body.questions.entries()) {
      let questionId = q.question_id;
      if (questionId === null || wording.get(questionId) !== q.question) {
        const { rows } = await tx.query<{ id: number }>(
          'INSERT INTO nasba_questions (question, is_required, is_active, sort_order) VALUES ($1, $2, $3, $4) RETURNING id',
          [q.question, q.is_required, q.is_active, i + 1],
        );
        questionId = (rows[0] as { id: number }).id;
      }
      await tx.query(
        'INSERT INTO nasba_question_set_items (set_id, version, question_id, sort_order, is_required, is_active) VALUES ($1, $2, $3, $4, $5, $6)',
        [set.id, version, questionId, i + 1, q.is_required, q.is_active],
      );
    }
    await tx.query('UPDATE nasba_question_sets SET current_version = $1 WHERE id = $2', [version, set.id]);
    return { version, message: NASBA_SET_MESSAGES.published(version) };
  },
});
