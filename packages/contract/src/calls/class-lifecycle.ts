import type * as r from '../routes/class-lifecycle.ts';
import type { ApiCall } from './api-call.ts';

export const certifyClass: ApiCall<typeof r.certifyClass> = { method: 'PUT', path: '/class/certify/:id' };
export const classEvents: ApiCall<typeof r.classEvents> = { method: 'POST', path: '/class/events' };
export const getCertificationValidation: ApiCall<typeof r.getCertificationValidation> = {
  method: 'GET',
  path: '/class/validate/certification/:id',
};
export const getClassStatus: ApiCall<typeof r.getClassStatus> = { method: 'GET', path: '/class/status/:id' };
export const getClassValidation: ApiCall<typeof r.getClassValidation> = { method: 'GET', path: '/class/validation/:classId' };
export const importClass: ApiCall<typeof r.importClass> = { method: 'POST', path: '/class/import/sap/:id' };
export const importClassAllDetails: ApiCall<typeof r.importClassAllDetails> = { method: 'POST', path: '/class/import/sap/allDetails/:id' };
