import { endpoints, PASSING_EXAM_SCORE } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { conflict, invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { recordCompletion } from '../courses/offering-completions.ts';
import { studyNotFound } from './study-access.ts';

/**
 * A learner completes a Finalized independent study: they attest and give their final exam
 * score (NASBA's passing grade is 70). recordCompletion puts them on the delivery class's
 * roster and writes their transcript from the study's credits; the score is kept beside it.
 * Completing again (say, a better score) updates both, never duplicates.
 */
export const completeIndependentStudy = defineRoute(endpoints.completeIndependentStudy, {
  summary: 'Complete a Finalized independent study as the signed-in learner: attest, exam score of at least 70; it reaches the transcript',
  tags: ['independent study'],
  auth: allow.signedIn(),
  async handler({ params, body, tx, me, now }) {
    const { personId } = me();
    // Any learner may complete any Finalized study of the firm, so the row is read here, not through the staff policy.
    const { rows } = await tx.query<{ course_status: string }>(
      "SELECT course_status FROM courses WHERE id = $1 AND kind = 'independent_study' FOR UPDATE",
      [params.id],
    );
    const study = rows[0];
    if (!study) throw studyNotFound(params.id);
    if (study.course_status !== 'Finalized')
      throw conflict(`Only a Finalized independent study can be completed; this one is ${study.course_status}.`);
    if (body.exam_score < PASSING_EXAM_SCORE)
      throw invalid('body.exam_score', `A final exam score of at least ${PASSING_EXAM_SCORE} is needed to complete the study.`);
    const completedOn = now.toISOString().slice(0, 10);
    const { credits } = await recordCompletion(tx, { courseId: params.id, personId, completedOn, by: personId, now });
    await tx.query(
      `INSERT INTO independent_study_completions (course_id, person_id, exam_score, completed_on, attested_at)
       VALUES ($1, $2, $3, $4::date, $5)
       ON CONFLICT (tenant_id, course_id, person_id)
       DO UPDATE SET exam_score = EXCLUDED.exam_score, completed_on = EXCLUDED.completed_on, attested_at = EXCLUDED.attested_at`,
      [params.id, personId, body.exam_score, completedOn, now],
    );
    const total = credits.reduce((sum, f) => sum + Math.round(f.credits * 10), 0) / 10;
    return { message: 'Independent study completed: it is on your transcript.', credits: total, completed_on: completedOn };
  },
});
