import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { touchCourse } from '../../../shared/course-access.ts';
import { requireStudy, studyAccess } from '../study-access.ts';
import { staffExam } from './exam-read.ts';

/**
 * Writes the whole final exam of a study while it is editable (the study's policy: its creator,
 * in Draft). Each save is a new revision; attempts keep the questions they answered, so a
 * later change never alters a grade. The study's final exam count (the word-count formula's
 * input and the checklist's) is the number of questions written.
 */
export const saveStudyExam = defineRoute(endpoints.saveStudyExam, {
  summary: "Write an independent study's final exam (questions, choices, the correct answers, the passing mark of 70 % or more)",
  tags: ['independent study'],
  auth: studyAccess(),
  async handler({ params, body, tx, me, now }) {
    const session = me();
    const study = await requireStudy(tx, params.id, session, 'edit');
    await tx.query(
      `INSERT INTO independent_study_exams (course_id, passing_score, revision, updated_at, updated_by) VALUES ($1, $2, 1, $3, $4)
       ON CONFLICT (tenant_id, course_id) DO UPDATE
         SET passing_score = EXCLUDED.passing_score, revision = independent_study_exams.revision + 1,
             updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
      [study.id, body.passing_score, now, session.personId],
    );
    await tx.query('DELETE FROM independent_study_exam_questions WHERE course_id = $1', [study.id]);
    if (body.questions.length > 0)
      await tx.query(
        `INSERT INTO independent_study_exam_questions (course_id, position, prompt, choices, correct_choice)
         SELECT $1, q.ord, q.prompt, q.choices, q.correct_choice
           FROM ROWS FROM (jsonb_to_recordset($2::jsonb) AS (prompt text, choices jsonb, correct_choice int))
                WITH ORDINALITY AS q(prompt, choices, correct_choice, ord)`,
        [study.id, JSON.stringify(body.questions)],
      );
    await tx.query('UPDATE courses SET self_study_exam_questions = $2 WHERE id = $1', [study.id, body.questions.length]);
    await touchCourse(tx, study.id, session.personId, now);
    return staffExam(tx, study.id, true);
  },
});
