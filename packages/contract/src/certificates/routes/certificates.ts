/** Certificates of completion and their public verification (issue 15, ADR 0032). */

import { fileDownload, route } from '../../platform/index.ts';
import { certificateClassParams, certificateCodeQuery, certificateParams, certificateVerification } from '../schemas/certificates.ts';

/** The PDF of one completion (application/pdf); issued on the first download. */
export const downloadCertificate = route({
  method: 'GET',
  path: '/certificates/class/:classId/person/:personId',
  params: certificateParams,
  response: fileDownload,
});
/** A zip of the certificates of every learner with credits in a class (application/zip). */
export const downloadClassCertificates = route({
  method: 'GET',
  path: '/certificates/class/:classId/zip',
  params: certificateClassParams,
  response: fileDownload,
});
/** Public: what the certificate with this code states. */
export const verifyCertificate = route({
  method: 'GET',
  path: '/certificates/verify',
  query: certificateCodeQuery,
  response: certificateVerification,
});
