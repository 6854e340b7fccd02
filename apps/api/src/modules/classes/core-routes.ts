import type { RouteSpec } from '../../platform/route.ts';
import { listClassDocuments } from '../documents/class-documents.ts';
import { addClassStaff, getClassStaff, removeClassStaff } from './contacts/contacts.ts';
import { getClassInstructors, setClassInstructors, setModuleInstructors } from './contacts/instructors.ts';
import { getCourseClassDays, updateClassDays } from './days/class-days-routes.ts';
import { getCourseClasses } from './details/course-classes.ts';
import { createClass } from './details/create-class.ts';
import { getClass, getClassHistory } from './details/get-class.ts';
import { getClassModules, getClassSegments } from './details/segments.ts';
import { updateClass } from './details/update-class.ts';
import { getClassValidation } from './lifecycle/class-validation.ts';
import { getCourseRoster } from './roster/course-roster.ts';
import { exportClasses, searchClasses } from './search/class-search.ts';

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
