// Generated from the route descriptors by packages/contract/scripts/generate-calls.ts: do not edit.
import type { ApiCall } from '../platform/index.ts';
import type * as certificatesRoutes from './routes/certificates.ts';

export const downloadCertificate: ApiCall<typeof certificatesRoutes.downloadCertificate> = {
  method: 'GET',
  path: '/certificates/class/:classId/person/:personId',
};
export const downloadClassCertificates: ApiCall<typeof certificatesRoutes.downloadClassCertificates> = {
  method: 'GET',
  path: '/certificates/class/:classId/zip',
};
export const verifyCertificate: ApiCall<typeof certificatesRoutes.verifyCertificate> = { method: 'GET', path: '/certificates/verify' };
