import { endpoints } from '@cpe/contract';
import { isoSql, ymdSql } from '../../../db/sql.ts';
import type { Queryable } from '../../../db/types.ts';
import { allow } from '../../../platform/authorize.ts';
import { conflict } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { loadSelfStudy } from '../study-read.ts';
import { loadExam } from './exam-read.ts';
import { loadTakeableStudy } from './exam-takers.ts';

/** The learner's attempts of a study, oldest first, and the day they passed it (else null). */
export async function loadMyAttempts(tx: Queryable, courseId: number, personId: number) {
  const attempts = await tx.query<{
    attempt_no: number;
    submitted_at: string;
    correct: number;
    total: number;
    score: number;
    passed: boolean;
  }>(
    `SELECT attempt_no, ${isoSql('submitted_at')} AS submitted_at, correct, total, score::float8 AS score, passed
       FROM independent_study_exam_attempts WHERE course_id = $1 AND person_id = $2 ORDER BY attempt_no`,
    [courseId, personId],
  );
  const done = await tx.query<{ completed_on: string }>(
    `SELECT ${ymdSql('completed_on')} AS completed_on FROM independent_study_completions WHERE course_id = $1 AND person_id = $2`,
    [courseId, personId],
  );
  return { attempts: attempts.rows, completed_on: done.rows[0]?.completed_on ?? null };
}

/**
 * The final exam as the learner who takes it reads it: each question with its choices, and
 * never which choice is correct (the key stays on the server until grading, ADR 0052).
 */
export const getLearnerExam = defineRoute(endpoints.getLearnerExam, {
  summary:
    'The final exam of an independent study the caller is assigned to: questions and choices without the answers, and their attempts',
  tags: ['independent study'],
  auth: allow.signedIn(),
  async handler({ params, tx, me }) {
    const { personId } = me();
    const study = await loadTakeableStudy(tx, params.id, personId);
    const exam = await loadExam(tx, study.id);
    if (exam.questions.length === 0) throw conflict('This independent study has no final exam yet.');
    const mine = await loadMyAttempts(tx, study.id, personId);
    return {
      course_id: study.id,
      title: study.title,
      credits: (await loadSelfStudy(tx, study.id)).credits,
      passing_score: exam.passing_score,
      revision: exam.revision,
      questions: exam.questions.map(({ id, prompt, choices }) => ({ id, prompt, choices })),
      ...mine,
    };
  },
});
