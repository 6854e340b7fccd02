import type { RouteSpec } from '../../platform/route.ts';
import { listClassDocuments } from '../documents/class-documents.ts';
import { getCourseClassDays, updateClassDays } from './class-days-routes.ts';
import { exportClasses, searchClasses } from './class-search.ts';
import { getClassValidation } from './class-validation.ts';
import { addClassStaff, getClassStaff, removeClassStaff } from './contacts.ts';
import { getCourseClasses } from './course-classes.ts';
import { getCourseRoster } from './course-roster.ts';
import { createClass } from './create-class.ts';
import { getClass, getClassHistory } from './get-class.ts';
import { getClassInstructors, setClassInstructors, setModuleInstructors } from './instructors.ts';
import { getClassModules, getClassSegments } from './segments.ts';
import { updateClass } from './update-class.ts';

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
