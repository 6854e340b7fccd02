import { attemptMessage, endpoints, gradeExam } from '@cpe/contract';
import { allow } from '../../../platform/authorize.ts';
import { conflict, invalid } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { recordCompletion } from '../../courses/index.ts';
import { loadExam } from './exam-read.ts';
import { loadTakeableStudy } from './exam-takers.ts';

/**
 * A learner's attempt at a study's final exam: the server grades the answers against the key
 * (contract gradeExam: the study's mark, never below 70 %, Standard No. 9 S9-07) and records the
 * attempt with the questions as they were. A pass is the completion: recordCompletion puts the
 * learner on the class roster and writes their transcript, and the score and attestation are
 * kept in independent_study_completions. A fail records the attempt and nothing else.
 */
export const submitExamAttempt = defineRoute(endpoints.submitExamAttempt, {
  summary: 'Submit answers to the final exam of an independent study; graded by the server, credit only on a passing grade',
  tags: ['independent study'],
  auth: allow.signedIn(),
  async handler({ params, body, tx, me, now }) {
    const { personId } = me();
    const study = await loadTakeableStudy(tx, params.id, personId, { lock: true });
    const exam = await loadExam(tx, study.id);
    if (exam.questions.length === 0) throw conflict('This independent study has no final exam yet.');
    if (body.revision !== exam.revision)
      throw conflict('The final exam has changed since you opened it. Reload it and answer its questions again.');
    const passed = await tx.query('SELECT 1 FROM independent_study_completions WHERE course_id = $1 AND person_id = $2', [
      study.id,
      personId,
    ]);
    if (passed.rows.length > 0) throw conflict('You have already completed this independent study.');

    const chosen = new Map<number, number>();
    for (const a of body.answers) {
      const q = exam.questions.find((x) => x.id === a.question_id);
      if (!q) throw invalid('body.answers', `Question ${a.question_id} is not a question of this exam.`);
      if (chosen.has(a.question_id)) throw invalid('body.answers', `Question ${a.question_id} is answered twice.`);
      if (a.choice >= q.choices.length) throw invalid('body.answers', `Question ${a.question_id} has no choice ${a.choice}.`);
      chosen.set(a.question_id, a.choice);
    }
    const missing = exam.questions.filter((q) => !chosen.has(q.id)).length;
    if (missing > 0) throw invalid('body.answers', `Answer every question: ${missing} of ${exam.questions.length} have no answer.`);

    const answers = exam.questions.map((q) => chosen.get(q.id) ?? null);
    const grade = gradeExam(
      exam.questions.map((q) => q.correct_choice),
      answers,
      exam.passing_score,
    );
    const next = await tx.query<{ n: number }>(
      'SELECT coalesce(max(attempt_no), 0)::int + 1 AS n FROM independent_study_exam_attempts WHERE course_id = $1 AND person_id = $2',
      [study.id, personId],
    );
    const attemptNo = next.rows[0]?.n ?? 1;
    await tx.query(
      `INSERT INTO independent_study_exam_attempts (course_id, person_id, attempt_no, course_version, exam_revision, questions, answers,
                                                   correct, total, score, passing_score, passed, attested_at, submitted_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)`,
      [
        study.id,
        personId,
        attemptNo,
        study.version,
        exam.revision,
        JSON.stringify(exam.questions),
        JSON.stringify(answers),
        grade.correct,
        grade.total,
        grade.score,
        exam.passing_score,
        grade.passed,
        now,
      ],
    );
    let credits: number | null = null;
    let completedOn: string | null = null;
    if (grade.passed) {
      completedOn = now.toISOString().slice(0, 10);
      const done = await recordCompletion(tx, { courseId: study.id, personId, completedOn, by: personId, now });
      credits = done.credits.reduce((sum, f) => sum + Math.round(f.credits * 10), 0) / 10;
      await tx.query(
        `INSERT INTO independent_study_completions (course_id, person_id, exam_score, completed_on, attested_at)
         VALUES ($1, $2, $3, $4::date, $5)`,
        [study.id, personId, grade.score, completedOn, now],
      );
    }
    return {
      attempt_no: attemptNo,
      submitted_at: now.toISOString(),
      ...grade,
      passing_score: exam.passing_score,
      message: attemptMessage(grade, exam.passing_score),
      credits,
      completed_on: completedOn,
    };
  },
});
