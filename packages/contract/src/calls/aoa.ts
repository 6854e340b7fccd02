import type * as r from '../routes/aoa.ts';
import type { ApiCall } from './api-call.ts';

export const cancelAoa: ApiCall<typeof r.cancelAoa> = { method: 'PUT', path: '/aoa/cancel' };
export const createAoa: ApiCall<typeof r.createAoa> = { method: 'POST', path: '/aoa' };
export const exportAoas: ApiCall<typeof r.exportAoas> = { method: 'GET', path: '/aoa/export' };
export const getAoa: ApiCall<typeof r.getAoa> = { method: 'GET', path: '/aoa/:id' };
export const getAoaClass: ApiCall<typeof r.getAoaClass> = { method: 'GET', path: '/aoa/get-class/:id' };
export const getAoaHistory: ApiCall<typeof r.getAoaHistory> = { method: 'GET', path: '/aoa/history/:id' };
export const getAoaRosterInfo: ApiCall<typeof r.getAoaRosterInfo> = { method: 'POST', path: '/aoa/roster-info' };
export const getAoaValidation: ApiCall<typeof r.getAoaValidation> = { method: 'GET', path: '/aoa/validation/:id' };
export const listAoaDocuments: ApiCall<typeof r.listAoaDocuments> = { method: 'GET', path: '/aoa/docs/:requestId' };
export const searchAoaClasses: ApiCall<typeof r.searchAoaClasses> = { method: 'POST', path: '/aoa/class-search' };
export const searchAoas: ApiCall<typeof r.searchAoas> = { method: 'POST', path: '/aoa/search' };
export const submitAoa: ApiCall<typeof r.submitAoa> = { method: 'PUT', path: '/aoa/submit' };
export const updateAoa: ApiCall<typeof r.updateAoa> = { method: 'PUT', path: '/aoa/update' };
export const uploadAoaDocument: ApiCall<typeof r.uploadAoaDocument> = { method: 'POST', path: '/aoa/docs/:requestId' };
export const validateAoaAttendCode: ApiCall<typeof r.validateAoaAttendCode> = { method: 'PUT', path: '/aoa/validate-attend-code' };
