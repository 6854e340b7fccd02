import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { loadCourse } from '../../shared/course-access.ts';
import { loadCourseResponse } from '../courses/index.ts';
import { abilitiesOf, loadLocalLearning, localLearningAccess } from './ll-access.ts';
import { localLearningChecks } from './ll-checklist.ts';
import { aoaExpiryRequired, loadLocalLearningHeader } from './ll-read.ts';

export const getLocalLearning = defineRoute(endpoints.getLocalLearning, {
  summary: 'A local learning: the course body of its agenda, its header, what the caller may do, and its approval checklist',
  tags: ['local learning'],
  auth: localLearningAccess(),
  async handler({ params, tx, me, now }) {
    const ll = await loadLocalLearning(tx, params.id, me());
    const course = await loadCourse(tx, ll.id, me());
    return {
      course: await loadCourseResponse(tx, course, me()),
      header: await loadLocalLearningHeader(tx, ll, now),
      abilities: abilitiesOf(ll, me()),
      checklist: await localLearningChecks(tx, ll, me()),
      aoaExpiryRequired: await aoaExpiryRequired(tx, ll),
    };
  },
});
