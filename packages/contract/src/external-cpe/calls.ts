// Generated from the route descriptors by packages/contract/scripts/generate-calls.ts: do not edit.
import type { ApiCall } from '../platform/index.ts';
import type * as externalCpeRoutes from './routes/external-cpe.ts';

export const addRequestFeedback: ApiCall<typeof externalCpeRoutes.addRequestFeedback> = { method: 'POST', path: '/requests/feedback' };
export const approveExternalCpe: ApiCall<typeof externalCpeRoutes.approveExternalCpe> = {
  method: 'PUT',
  path: '/requests/ext-cpe/approve',
};
export const closeNotApproved: ApiCall<typeof externalCpeRoutes.closeNotApproved> = { method: 'PUT', path: '/requests/close-not-approved' };
export const createExternalCpe: ApiCall<typeof externalCpeRoutes.createExternalCpe> = { method: 'POST', path: '/requests/ext-cpe' };
export const exportExternalCpe: ApiCall<typeof externalCpeRoutes.exportExternalCpe> = { method: 'GET', path: '/requests/ext-cpe/export' };
export const getExternalCpe: ApiCall<typeof externalCpeRoutes.getExternalCpe> = { method: 'GET', path: '/requests/ext-cpe/:id' };
export const getExternalCpeApprovals: ApiCall<typeof externalCpeRoutes.getExternalCpeApprovals> = {
  method: 'POST',
  path: '/requests/ext-cpe/approvals',
};
export const getExternalCpeBanner: ApiCall<typeof externalCpeRoutes.getExternalCpeBanner> = {
  method: 'POST',
  path: '/requests/ext-cpe/get/banner',
};
export const getExternalCpeNasba: ApiCall<typeof externalCpeRoutes.getExternalCpeNasba> = {
  method: 'GET',
  path: '/requests/ext-cpe/nasba/:id',
};
export const getRequestHistory: ApiCall<typeof externalCpeRoutes.getRequestHistory> = { method: 'GET', path: '/requests/history/:id' };
export const listExternalCpeDocuments: ApiCall<typeof externalCpeRoutes.listExternalCpeDocuments> = {
  method: 'GET',
  path: '/requests/ext-cpe/docs/:id',
};
export const listRequestFeedback: ApiCall<typeof externalCpeRoutes.listRequestFeedback> = {
  method: 'POST',
  path: '/requests/feedback/get',
};
export const readCertificateFile: ApiCall<typeof externalCpeRoutes.readCertificateFile> = {
  method: 'POST',
  path: '/requests/ext-cpe/read-certificate',
};
export const readExternalCpeCertificate: ApiCall<typeof externalCpeRoutes.readExternalCpeCertificate> = {
  method: 'POST',
  path: '/requests/ext-cpe/certificate/:id',
};
export const reopenExternalCpe: ApiCall<typeof externalCpeRoutes.reopenExternalCpe> = { method: 'PUT', path: '/requests/ext-cpe/reopen' };
export const resolveRequestFeedback: ApiCall<typeof externalCpeRoutes.resolveRequestFeedback> = {
  method: 'PUT',
  path: '/requests/feedback/resolve/:feedbackId',
};
export const saveExternalCpeNasba: ApiCall<typeof externalCpeRoutes.saveExternalCpeNasba> = {
  method: 'PUT',
  path: '/requests/ext-cpe/nasba/:id',
};
export const searchExternalCpe: ApiCall<typeof externalCpeRoutes.searchExternalCpe> = { method: 'POST', path: '/requests/ext-cpe/search' };
export const submitExternalCpe: ApiCall<typeof externalCpeRoutes.submitExternalCpe> = {
  method: 'POST',
  path: '/requests/ext-cpe/submit/:id',
};
export const updateExternalCpeAwards: ApiCall<typeof externalCpeRoutes.updateExternalCpeAwards> = {
  method: 'PUT',
  path: '/requests/ext-cpe/awards/:id',
};
export const updateExternalCpeDetails: ApiCall<typeof externalCpeRoutes.updateExternalCpeDetails> = {
  method: 'PUT',
  path: '/requests/ext-cpe/details/:id',
};
export const updateExternalCpeExternalIds: ApiCall<typeof externalCpeRoutes.updateExternalCpeExternalIds> = {
  method: 'PUT',
  path: '/requests/ext-cpe/update/details',
};
export const updateExternalCpeSponsor: ApiCall<typeof externalCpeRoutes.updateExternalCpeSponsor> = {
  method: 'PUT',
  path: '/requests/ext-cpe/sponsor/:id',
};
export const uploadExternalCpeDocument: ApiCall<typeof externalCpeRoutes.uploadExternalCpeDocument> = {
  method: 'POST',
  path: '/requests/ext-cpe/docs/:id',
};
