import { idOnly } from '../../course/index.ts';
import { okBody, route } from '../../platform/index.ts';
import {
  addStaffBody,
  classInstructorsResponse,
  classStaffResponse,
  contactIdParams,
  setInstructorsBody,
  setModuleInstructorsBody,
} from '../schemas/class-parts.ts';
import { classIdParams } from '../schemas/classes.ts';

export const addClassStaff = route({
  method: 'POST',
  path: '/class/staff/:id',
  params: classIdParams,
  body: addStaffBody,
  response: idOnly,
  successStatus: 201,
});
export const getClassInstructors = route({
  method: 'GET',
  path: '/class/instructor/:id',
  params: classIdParams,
  response: classInstructorsResponse,
});
export const getClassStaff = route({ method: 'GET', path: '/class/staff/:id', params: classIdParams, response: classStaffResponse });
export const removeClassStaff = route({ method: 'PUT', path: '/class/staff/remove/:contactId', params: contactIdParams, response: okBody });
export const setClassInstructors = route({
  method: 'PUT',
  path: '/class/instructor/:id',
  params: classIdParams,
  body: setInstructorsBody,
  response: okBody,
});
export const setModuleInstructors = route({
  method: 'PUT',
  path: '/class/module-instructors/:id',
  params: classIdParams,
  body: setModuleInstructorsBody,
  response: okBody,
});
