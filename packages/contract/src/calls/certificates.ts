import type * as r from '../routes/certificates.ts';
import type { ApiCall } from './api-call.ts';

export const downloadCertificate: ApiCall<typeof r.downloadCertificate> = {
  method: 'GET',
  path: '/certificates/class/:classId/person/:personId',
};
export const downloadClassCertificates: ApiCall<typeof r.downloadClassCertificates> = {
  method: 'GET',
  path: '/certificates/class/:classId/zip',
};
export const verifyCertificate: ApiCall<typeof r.verifyCertificate> = { method: 'GET', path: '/certificates/verify' };
