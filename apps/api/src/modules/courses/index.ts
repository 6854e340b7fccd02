/**
 * The public entry of the courses module: what app.ts, the seed, the CLI and other modules may use.
 * Nothing outside the module imports its other files (ADR 0060).
 */
export { loadAgenda } from './agenda/agenda-read.ts';
export { courseAnswer } from './answer/answer-declaration.ts';
export { incrementOf, loadHeaderRow, selfStudyOf } from './course-header.ts';
export { courseObjectType } from './course-object-type.ts';
export { loadCourseResponse } from './course-read.ts';
export { courseSnapshot } from './course-snapshot.ts';
export { validateCourseRecord } from './course-validation-input.ts';
export { checkPrerequisites, saveCpeColumns } from './cpe-info/update-cpe-info.ts';
export { insertOffering } from './create-offering.ts';
export { offeringCompletionFigures, recordCompletion } from './offering-completions.ts';
export { courseRoutes } from './routes.ts';
export { courseSearchRoutes } from './search-routes.ts';
export { COURSE_PART, COURSE_SYNC_ACTION, courseSyncKind, keepCourseLmsId, pushCourse } from './sync/course-sync.ts';
