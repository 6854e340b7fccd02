import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { courseAccess, requireCourse, touchCourse } from '../../../shared/course-access.ts';
import { saveNasbaAnswers } from '../../learning-objects/index.ts';

export const saveCourseNasba = defineRoute(endpoints.saveCourseNasba, {
  summary: "Save answers to the firm's NASBA questions (an empty answer removes it)",
  tags: ['courses'],
  auth: courseAccess(),
  async handler({ params, body, tx, me, now }) {
    const course = await requireCourse(tx, params.id, me(), 'edit');
    await saveNasbaAnswers(tx, 'course', course.id, body.answers);
    await touchCourse(tx, course.id, me().personId, now);
    return { message: 'NASBA answers saved' };
  },
});
