import { auditInfo } from '../audit/audit-info.ts';
import { addModule, removeModule, reorderAgenda, updateModule } from './agenda-modules.ts';
import { addContentReviewer, getReviewStatus, removeContentReviewer, updateContentReviewer } from './content-review.ts';
import { courseLookups } from './course-lookups.ts';
import { addCoursePerson, removeCoursePerson } from './course-people.ts';
import { courseEvents, getAgendaStatus, getQueuedStatus, updateSapCourse } from './course-sync.ts';
import { courseWorkflow } from './course-workflow.ts';
import { getCpeInfo, updateCpeInfo, updateQualifications } from './cpe-info.ts';
import { createCourse } from './create-course.ts';
import { courseExternalIds } from './external-ids.ts';
import { addCourseFeedback, listCourseFeedback, resolveCourseFeedback } from './feedback.ts';
import { getCourse, getCourseWorkflowHistory } from './get-course.ts';
import { assignIrsReviewer, getIrsReviewer, listRolePeople, updateIrsInfo } from './irs.ts';
import { getCourseNasba, saveCourseNasba } from './nasba.ts';
import { updateCourse } from './update-course.ts';
import { getCourseValidation } from './validation.ts';
import { listCourseVersions } from './versions.ts';

/** Every route of the course workspace (course search has its own list, search-routes.ts). */
export const courseRoutes = [
  courseLookups,
  createCourse,
  getCourse,
  updateCourse,
  courseWorkflow,
  getCourseWorkflowHistory,
  listCourseVersions,
  addModule,
  updateModule,
  removeModule,
  reorderAgenda,
  getCpeInfo,
  updateCpeInfo,
  updateQualifications,
  getReviewStatus,
  addContentReviewer,
  updateContentReviewer,
  removeContentReviewer,
  listCourseFeedback,
  addCourseFeedback,
  resolveCourseFeedback,
  getCourseValidation,
  listRolePeople,
  getIrsReviewer,
  assignIrsReviewer,
  updateIrsInfo,
  courseExternalIds,
  addCoursePerson,
  removeCoursePerson,
  getCourseNasba,
  saveCourseNasba,
  updateSapCourse,
  getQueuedStatus,
  getAgendaStatus,
  courseEvents,
  auditInfo,
];
