import type { RouteSpec } from '../../platform/route.ts';
import { addClassStaff } from './contacts/add-class-staff.ts';
import { getClassInstructors } from './contacts/get-class-instructors.ts';
import { getClassStaff } from './contacts/get-class-staff.ts';
import { removeClassStaff } from './contacts/remove-class-staff.ts';
import { setClassInstructors } from './contacts/set-class-instructors.ts';
import { setModuleInstructors } from './contacts/set-module-instructors.ts';
import { getCourseClassDays } from './days/get-course-class-days.ts';
import { updateClassDays } from './days/update-class-days.ts';
import { getCourseClasses } from './details/course-classes.ts';
import { createClass } from './details/create-class.ts';
import { getClass } from './details/get-class.ts';
import { getClassHistory } from './details/get-class-history.ts';
import { getClassModules } from './details/get-class-modules.ts';
import { getClassSegments } from './details/get-class-segments.ts';
import { updateClass } from './details/update-class.ts';
import { listClassDocuments } from './documents/class-documents.ts';
import { getClassValidation } from './lifecycle/class-validation.ts';
import { getCourseRoster } from './roster/course-roster.ts';
import { exportClasses } from './search/export-classes.ts';
import { searchClasses } from './search/search-classes.ts';

/** The class, its details and days, contacts, instructors, segments, history, validation, certification, void, sync and search. */
export const classCoreRoutes: RouteSpec[] = [
  createClass,
  getClass,
  updateClass,
  updateClassDays,
  getCourseClassDays,
  getClassHistory,
  getClassSegments,
  getClassModules,
  getClassInstructors,
  setClassInstructors,
  setModuleInstructors,
  getClassStaff,
  addClassStaff,
  removeClassStaff,
  getClassValidation,
  listClassDocuments,
  searchClasses,
  exportClasses,
  getCourseClasses,
  getCourseRoster,
];
