import { addModule } from './agenda/add-module.ts';
import { removeModule } from './agenda/remove-module.ts';
import { reorderAgenda } from './agenda/reorder-agenda.ts';
import { updateModule } from './agenda/update-module.ts';
import { addContentReviewer } from './content-review/add-content-reviewer.ts';
import { getReviewStatus } from './content-review/get-review-status.ts';
import { removeContentReviewer } from './content-review/remove-content-reviewer.ts';
import { updateContentReviewer } from './content-review/update-content-reviewer.ts';
import { courseLookups } from './course-lookups.ts';
import { courseWorkflow } from './course-workflow.ts';
import { getCpeInfo } from './cpe-info/get-cpe-info.ts';
import { updateCpeInfo } from './cpe-info/update-cpe-info.ts';
import { updateQualifications } from './cpe-info/update-qualifications.ts';
import { createCourse } from './create-course.ts';
import { courseExternalIds } from './external-ids.ts';
import { addCourseFeedback } from './feedback/add-course-feedback.ts';
import { listCourseFeedback } from './feedback/list-course-feedback.ts';
import { resolveCourseFeedback } from './feedback/resolve-course-feedback.ts';
import { getCourse } from './get-course.ts';
import { getCourseWorkflowHistory } from './get-course-workflow-history.ts';
import { assignIrsReviewer } from './irs/assign-irs-reviewer.ts';
import { getIrsReviewer } from './irs/get-irs-reviewer.ts';
import { listRolePeople } from './irs/list-role-people.ts';
import { updateIrsInfo } from './irs/update-irs-info.ts';
import { getCourseNasba } from './nasba/get-course-nasba.ts';
import { saveCourseNasba } from './nasba/save-course-nasba.ts';
import { addCoursePerson } from './people/add-course-person.ts';
import { removeCoursePerson } from './people/remove-course-person.ts';
import { courseEvents } from './sync/course-events.ts';
import { getAgendaStatus } from './sync/get-agenda-status.ts';
import { getQueuedStatus } from './sync/get-queued-status.ts';
import { updateSapCourse } from './sync/update-sap-course.ts';
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
];
