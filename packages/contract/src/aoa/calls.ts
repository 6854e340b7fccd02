// Generated from the route descriptors by packages/contract/scripts/generate-calls.ts: do not edit.
import type { ApiCall } from '../platform/index.ts';
import type * as aoaRoutes from './routes/aoa.ts';

export const cancelAoa: ApiCall<typeof aoaRoutes.cancelAoa> = { method: 'PUT', path: '/aoa/cancel' };
export const createAoa: ApiCall<typeof aoaRoutes.createAoa> = { method: 'POST', path: '/aoa' };
export const exportAoas: ApiCall<typeof aoaRoutes.exportAoas> = { method: 'GET', path: '/aoa/export' };
export const getAoa: ApiCall<typeof aoaRoutes.getAoa> = { method: 'GET', path: '/aoa/:id' };
export const getAoaClass: ApiCall<typeof aoaRoutes.getAoaClass> = { method: 'GET', path: '/aoa/get-class/:id' };
export const getAoaHistory: ApiCall<typeof aoaRoutes.getAoaHistory> = { method: 'GET', path: '/aoa/history/:id' };
export const getAoaRosterInfo: ApiCall<typeof aoaRoutes.getAoaRosterInfo> = { method: 'POST', path: '/aoa/roster-info' };
export const getAoaValidation: ApiCall<typeof aoaRoutes.getAoaValidation> = { method: 'GET', path: '/aoa/validation/:id' };
export const listAoaDocuments: ApiCall<typeof aoaRoutes.listAoaDocuments> = { method: 'GET', path: '/aoa/docs/:requestId' };
export const searchAoaClasses: ApiCall<typeof aoaRoutes.searchAoaClasses> = { method: 'POST', path: '/aoa/class-search' };
export const searchAoas: ApiCall<typeof aoaRoutes.searchAoas> = { method: 'POST', path: '/aoa/search' };
export const submitAoa: ApiCall<typeof aoaRoutes.submitAoa> = { method: 'PUT', path: '/aoa/submit' };
export const updateAoa: ApiCall<typeof aoaRoutes.updateAoa> = { method: 'PUT', path: '/aoa/update' };
export const uploadAoaDocument: ApiCall<typeof aoaRoutes.uploadAoaDocument> = { method: 'POST', path: '/aoa/docs/:requestId' };
export const validateAoaAttendCode: ApiCall<typeof aoaRoutes.validateAoaAttendCode> = { method: 'PUT', path: '/aoa/validate-attend-code' };
