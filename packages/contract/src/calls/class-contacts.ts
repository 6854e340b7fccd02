import type * as r from '../routes/class-contacts.ts';
import type { ApiCall } from './api-call.ts';

export const addClassStaff: ApiCall<typeof r.addClassStaff> = { method: 'POST', path: '/class/staff/:id' };
export const getClassInstructors: ApiCall<typeof r.getClassInstructors> = { method: 'GET', path: '/class/instructor/:id' };
export const getClassStaff: ApiCall<typeof r.getClassStaff> = { method: 'GET', path: '/class/staff/:id' };
export const removeClassStaff: ApiCall<typeof r.removeClassStaff> = { method: 'PUT', path: '/class/staff/remove/:contactId' };
export const setClassInstructors: ApiCall<typeof r.setClassInstructors> = { method: 'PUT', path: '/class/instructor/:id' };
export const setModuleInstructors: ApiCall<typeof r.setModuleInstructors> = { method: 'PUT', path: '/class/module-instructors/:id' };
