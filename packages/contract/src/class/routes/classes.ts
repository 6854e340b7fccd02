import { courseIdParams, idOnly, workflowHistoryResponse } from '../../course/index.ts';
import { csvText, okBody, route } from '../../platform/index.ts';
import { courseClassDaysResponse, updateClassDaysBody } from '../schemas/class-days.ts';
import {
  classModulesResponse,
  classSearchFilters,
  classSearchQuery,
  classSearchResponse,
  classSegmentsResponse,
  courseClassesResponse,
} from '../schemas/class-parts.ts';
import { classIdParams, classResponse, createClassBody, updateClassBody } from '../schemas/classes.ts';

export const getCourseClassDays = route({
  method: 'GET',
  path: '/course/class-days/:id',
  params: classIdParams,
  response: courseClassDaysResponse,
});
export const updateClassDays = route({
  method: 'PUT',
  path: '/class/days/:id',
  params: classIdParams,
  body: updateClassDaysBody,
  response: okBody,
});
export const getCourseClasses = route({
  method: 'GET',
  path: '/course/classes/:id',
  params: courseIdParams,
  response: courseClassesResponse,
});
export const createClass = route({ method: 'POST', path: '/class', body: createClassBody, response: idOnly, successStatus: 201 });
export const getClassHistory = route({
  method: 'GET',
  path: '/class/history/:id',
  params: classIdParams,
  response: workflowHistoryResponse,
});
export const getClassModules = route({ method: 'GET', path: '/class-modules/:id', params: classIdParams, response: classModulesResponse });
export const getClassSegments = route({
  method: 'GET',
  path: '/class/segments/:id',
  params: classIdParams,
  response: classSegmentsResponse,
});
export const getClass = route({ method: 'GET', path: '/class/:id', params: classIdParams, response: classResponse });
export const updateClass = route({ method: 'PUT', path: '/class/:id', params: classIdParams, body: updateClassBody, response: okBody });
export const exportClasses = route({ method: 'GET', path: '/class/search/export', query: classSearchFilters, response: csvText });
export const searchClasses = route({ method: 'GET', path: '/class/search', query: classSearchQuery, response: classSearchResponse });
