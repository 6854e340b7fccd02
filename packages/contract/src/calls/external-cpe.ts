import type * as r from '../routes/external-cpe.ts';
import type { ApiCall } from './api-call.ts';

export const addRequestFeedback: ApiCall<typeof r.addRequestFeedback> = { method: 'POST', path: '/requests/feedback' };
export const approveExternalCpe: ApiCall<typeof r.approveExternalCpe> = { method: 'PUT', path: '/requests/ext-cpe/approve' };
export const closeNotApproved: ApiCall<typeof r.closeNotApproved> = { method: 'PUT', path: '/requests/close-not-approved' };
export const createExternalCpe: ApiCall<typeof r.createExternalCpe> = { method: 'POST', path: '/requests/ext-cpe' };
export const exportExternalCpe: ApiCall<typeof r.exportExternalCpe> = { method: 'GET', path: '/requests/ext-cpe/export' };
export const getExternalCpe: ApiCall<typeof r.getExternalCpe> = { method: 'GET', path: '/requests/ext-cpe/:id' };
export const getExternalCpeApprovals: ApiCall<typeof r.getExternalCpeApprovals> = { method: 'POST', path: '/requests/ext-cpe/approvals' };
export const getExternalCpeBanner: ApiCall<typeof r.getExternalCpeBanner> = { method: 'POST', path: '/requests/ext-cpe/get/banner' };
export const getExternalCpeNasba: ApiCall<typeof r.getExternalCpeNasba> = { method: 'GET', path: '/requests/ext-cpe/nasba/:id' };
export const getRequestHistory: ApiCall<typeof r.getRequestHistory> = { method: 'GET', path: '/requests/history/:id' };
export const listExternalCpeDocuments: ApiCall<typeof r.listExternalCpeDocuments> = { method: 'GET', path: '/requests/ext-cpe/docs/:id' };
export const listRequestFeedback: ApiCall<typeof r.listRequestFeedback> = { method: 'POST', path: '/requests/feedback/get' };
export const readExternalCpeCertificate: ApiCall<typeof r.readExternalCpeCertificate> = {
  method: 'POST',
  path: '/requests/ext-cpe/certificate/:id',
};
export const readCertificateFile: ApiCall<typeof r.readCertificateFile> = { method: 'POST', path: '/requests/ext-cpe/read-certificate' };
export const reopenExternalCpe: ApiCall<typeof r.reopenExternalCpe> = { method: 'PUT', path: '/requests/ext-cpe/reopen' };
export const resolveRequestFeedback: ApiCall<typeof r.resolveRequestFeedback> = {
  method: 'PUT',
  path: '/requests/feedback/resolve/:feedbackId',
};
export const saveExternalCpeNasba: ApiCall<typeof r.saveExternalCpeNasba> = { method: 'PUT', path: '/requests/ext-cpe/nasba/:id' };
export const searchExternalCpe: ApiCall<typeof r.searchExternalCpe> = { method: 'POST', path: '/requests/ext-cpe/search' };
export const submitExternalCpe: ApiCall<typeof r.submitExternalCpe> = { method: 'POST', path: '/requests/ext-cpe/submit/:id' };
export const updateExternalCpeAwards: ApiCall<typeof r.updateExternalCpeAwards> = { method: 'PUT', path: '/requests/ext-cpe/awards/:id' };
export const updateExternalCpeDetails: ApiCall<typeof r.updateExternalCpeDetails> = {
  method: 'PUT',
  path: '/requests/ext-cpe/details/:id',
};
export const updateExternalCpeExternalIds: ApiCall<typeof r.updateExternalCpeExternalIds> = {
  method: 'PUT',
  path: '/requests/ext-cpe/update/details',
};
export const updateExternalCpeSponsor: ApiCall<typeof r.updateExternalCpeSponsor> = {
  method: 'PUT',
  path: '/requests/ext-cpe/sponsor/:id',
};
export const uploadExternalCpeDocument: ApiCall<typeof r.uploadExternalCpeDocument> = {
  method: 'POST',
  path: '/requests/ext-cpe/docs/:id',
};
