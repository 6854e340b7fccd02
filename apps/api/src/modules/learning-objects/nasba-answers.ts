import type { Queryable } from '../../db/types.ts';
import { invalid } from '../../platform/errors.ts';

/** Where a record type keeps its answers to the firm's NASBA questions: a closed list, never input. */
const ANSWER_TABLES = {
  course: { table: 'course_nasba_answers', key: 'course_id', kind: '(SELECT kind FROM courses WHERE id = $1)' },
  externalCpe: { table: 'ecpe_nasba_answers', key: 'request_id', kind: "'external_cpe'" },
} as const;

export interface NasbaAnswer {
  question_id: number;
  answer: string;
}

/**
 * Saves a record's answers to the current NASBA questions of the record's set, as the course and the
 * external CPE request both ask them: an unknown question is a 400 naming its answer, an
 * empty answer removes the record's answer.
 */
export async function saveNasbaAnswers(
  tx: Queryable,
  owner: keyof typeof ANSWER_TABLES,
  id: number,
  answers: readonly NasbaAnswer[],
): Promise<void> {
  const { table, key, kind } = ANSWER_TABLES[owner];
  // New answers go to the current version of the record's set (ADR 0037); old ones stay as given.
  const { rows } = await tx.query<{ id: number }>(
    `SELECT question_id AS id FROM nasba_current_questions(${kind})`,
    owner === 'course' ? [id] : [],
  );
  const active = new Set(rows.map((r) => r.id));
  answers.forEach((a, i) => {
    if (!active.has(a.question_id)) throw invalid(`body.answers.${i}.question_id`, 'Unknown NASBA question.');
  });
  for (const a of answers) {
    if (a.answer === '') {
      await tx.query(`DELETE FROM ${table} WHERE ${key} = $1 AND question_id = $2`, [id, a.question_id]);
    } else {
      await tx.query(
        `INSERT INTO ${table} (${key}, question_id, answer) VALUES ($1, $2, $3)
         ON CONFLICT (tenant_id, ${key}, question_id) DO UPDATE SET answer = excluded.answer`,
        [id, a.question_id, a.answer],
      );
    }
  }
}
