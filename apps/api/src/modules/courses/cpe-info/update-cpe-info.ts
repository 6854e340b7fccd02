import { endpoints } from '@cpe/contract';
import type { Queryable } from '../../../db/types.ts';
import { invalid } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { courseAccess, requireCourse, touchCourse } from '../../../shared/course-access.ts';

const CPE_COLUMNS = [
  'credit_increment',
  'prerequisites',
  'polling_events',
  'self_study_words',
  'self_study_media_minutes',
  'self_study_review_questions',
  'self_study_exam_questions',
] as const;
type CpeColumn = (typeof CPE_COLUMNS)[number];

/** Writes the CPE columns given (undefined leaves one as it is; '' clears it): the CPE step's and the self-study route's one write. */
export async function saveCpeColumns(tx: Queryable, courseId: number, body: Partial<Record<CpeColumn, unknown>>): Promise<void> {
  const sets: string[] = [];
  const values: unknown[] = [courseId];
  for (const column of CPE_COLUMNS) {
    if (body[column] === undefined) continue;
    values.push(body[column] === '' ? null : body[column]);
    sets.push(`${column} = $${values.length}`);
  }
  if (sets.length > 0) await tx.query(`UPDATE courses SET ${sets.join(', ')} WHERE id = $1`, values);
}

/** Prerequisites are JSON text; a 400 names the field otherwise. */
export function checkPrerequisites(text: string | null | undefined): void {
  if (text === null || text === undefined || text === '') return;
  try {
    JSON.parse(text);
  } catch {
    throw invalid('body.prerequisites', 'Prerequisites must be JSON text, e.g. ["Basic tax knowledge"].');
  }
}

export const updateCpeInfo = defineRoute(endpoints.updateCpeInfo, {
  summary: 'Save the CPE information of a course',
  tags: ['agenda'],
  auth: courseAccess(),
  async handler({ params, body, tx, me, now }) {
    const course = await requireCourse(tx, params.id, me(), 'edit');
    checkPrerequisites(body.prerequisites);
    // An independent study's final exam count is the count of its exam's questions (ADR 0052), not typed here.
    const { self_study_exam_questions: typed, ...columns } = body;
    await saveCpeColumns(tx, course.id, course.kind === 'independent_study' ? columns : { ...columns, self_study_exam_questions: typed });
    if (body.engagement_measure_ids !== undefined) {
      const ids = [...new Set(body.engagement_measure_ids)];
      const { rows } = await tx.query<{ id: number }>(
        'SELECT em.id FROM engagement_measures em JOIN courses c ON c.delivery_method_id = em.delivery_method_id WHERE c.id = $1 AND em.id = ANY($2::int[])',
        [course.id, ids],
      );
      if (rows.length !== ids.length)
        throw invalid('body.engagement_measure_ids', "An engagement measure does not belong to the course's delivery method.");
      await tx.query('DELETE FROM course_engagement_measures WHERE course_id = $1', [course.id]);
      for (const id of ids)
        await tx.query('INSERT INTO course_engagement_measures (course_id, engagement_measure_id) VALUES ($1, $2)', [course.id, id]);
    }
    await touchCourse(tx, course.id, me().personId, now);
    return { message: 'CPE information saved' };
  },
});
