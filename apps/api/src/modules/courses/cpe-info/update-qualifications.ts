import { endpoints } from '@cpe/contract';
import { invalid } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { courseAccess, requireCourse, touchCourse } from '../../../shared/course-access.ts';

export const updateQualifications = defineRoute(endpoints.updateQualifications, {
  summary: 'Replace the program qualifications and jurisdictions of a course',
  tags: ['courses'],
  auth: courseAccess(),
  async handler({ params, body, tx, me, now }) {
    const course = await requireCourse(tx, params.id, me(), 'edit');
    const { rows } = await tx.query<{ id: number; needs_jurisdiction: boolean }>(
      'SELECT id, needs_jurisdiction FROM program_qualifications',
    );
    const known = new Map(rows.map((r) => [r.id, r.needs_jurisdiction]));
    body.items.forEach((item, i) => {
      const needs = known.get(item.qualification_id);
      if (needs === undefined) throw invalid(`body.items.${i}.qualification_id`, 'Unknown program qualification.');
      if (needs && !item.state_id) throw invalid(`body.items.${i}.state_id`, 'Required.');
    });
    await tx.query('DELETE FROM course_qualifications WHERE course_id = $1', [course.id]);
    for (const item of body.items) {
      await tx.query(
        'INSERT INTO course_qualifications (course_id, qualification_id, state_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [course.id, item.qualification_id, item.state_id ?? null],
      );
    }
    await touchCourse(tx, course.id, me().personId, now);
    return { message: 'Program qualifications saved' };
  },
});
