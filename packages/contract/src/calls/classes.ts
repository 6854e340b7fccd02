import type * as r from '../routes/classes.ts';
import type { ApiCall } from './api-call.ts';

export const createClass: ApiCall<typeof r.createClass> = { method: 'POST', path: '/class' };
export const exportClasses: ApiCall<typeof r.exportClasses> = { method: 'GET', path: '/class/search/export' };
export const getClass: ApiCall<typeof r.getClass> = { method: 'GET', path: '/class/:id' };
export const getClassHistory: ApiCall<typeof r.getClassHistory> = { method: 'GET', path: '/class/history/:id' };
export const getClassModules: ApiCall<typeof r.getClassModules> = { method: 'GET', path: '/class-modules/:id' };
export const getClassSegments: ApiCall<typeof r.getClassSegments> = { method: 'GET', path: '/class/segments/:id' };
export const getCourseClassDays: ApiCall<typeof r.getCourseClassDays> = { method: 'GET', path: '/course/class-days/:id' };
export const getCourseClasses: ApiCall<typeof r.getCourseClasses> = { method: 'GET', path: '/course/classes/:id' };
export const searchClasses: ApiCall<typeof r.searchClasses> = { method: 'GET', path: '/class/search' };
export const updateClass: ApiCall<typeof r.updateClass> = { method: 'PUT', path: '/class/:id' };
export const updateClassDays: ApiCall<typeof r.updateClassDays> = { method: 'PUT', path: '/class/days/:id' };
