/**
 * External CPE requests and the request layer's feedback and history ('External CPE
 * and feedback'; ADR 0022 for the calls the spec does not show).
 */

import {
  createCourseResponse,
  externalIdsResponse,
  feedbackIdParams,
  feedbackListResponse,
  nasbaBody,
  nasbaResponse,
  resolveFeedbackBody,
  workflowHistoryResponse,
} from '../../course/index.ts';
import { courseDocumentsResponse, uploadDocumentResponse } from '../../documents/index.ts';
import { csvText, okBody, route } from '../../platform/index.ts';
import {
  approvalsBody,
  approvalsResponse,
  bannerResponse,
  certificateBody,
  certificateFileResponse,
  certificateResponse,
  closeNotApprovedBody,
  createExternalCpeBody,
  createExternalCpeResponse,
  ecpIdParams,
  ecpSearchBody,
  ecpSearchFilters,
  ecpSearchResponse,
  externalCpeAwards,
  externalCpeResponse,
  reopenBody,
  requestFeedbackBody,
  requestIdBody,
  transitionResponse,
  updateAwardsBody,
  updateDetailsBody,
  updateExternalIdBody,
  updateSponsorBody,
} from '../schemas/external-cpe.ts';

// The record -----------------------------------------------------------------------------------

export const createExternalCpe = route({
  method: 'POST',
  path: '/requests/ext-cpe',
  body: createExternalCpeBody,
  response: createExternalCpeResponse,
  successStatus: 201,
});
export const getExternalCpe = route({ method: 'GET', path: '/requests/ext-cpe/:id', params: ecpIdParams, response: externalCpeResponse });
export const getExternalCpeBanner = route({
  method: 'POST',
  path: '/requests/ext-cpe/get/banner',
  body: requestIdBody,
  response: bannerResponse,
});

// Steps ------------------------------------------------------------------------------------------

export const updateExternalCpeDetails = route({
  method: 'PUT',
  path: '/requests/ext-cpe/details/:id',
  params: ecpIdParams,
  body: updateDetailsBody,
  response: okBody,
});
export const updateExternalCpeSponsor = route({
  method: 'PUT',
  path: '/requests/ext-cpe/sponsor/:id',
  params: ecpIdParams,
  body: updateSponsorBody,
  response: okBody,
});
export const updateExternalCpeAwards = route({
  method: 'PUT',
  path: '/requests/ext-cpe/awards/:id',
  params: ecpIdParams,
  body: updateAwardsBody,
  response: externalCpeAwards,
});
export const getExternalCpeNasba = route({
  method: 'GET',
  path: '/requests/ext-cpe/nasba/:id',
  params: ecpIdParams,
  response: nasbaResponse,
});
export const saveExternalCpeNasba = route({
  method: 'PUT',
  path: '/requests/ext-cpe/nasba/:id',
  params: ecpIdParams,
  body: nasbaBody,
  response: okBody,
});
export const listExternalCpeDocuments = route({
  method: 'GET',
  path: '/requests/ext-cpe/docs/:id',
  params: ecpIdParams,
  response: courseDocumentsResponse,
});
/** Multipart: attachment_type_id (80 certificate of completion, 81 supporting) and file. */
export const uploadExternalCpeDocument = route({
  method: 'POST',
  path: '/requests/ext-cpe/docs/:id',
  params: ecpIdParams,
  response: uploadDocumentResponse,
  successStatus: 201,
});
export const readExternalCpeCertificate = route({
  method: 'POST',
  path: '/requests/ext-cpe/certificate/:id',
  params: ecpIdParams,
  body: certificateBody,
  response: certificateResponse,
});
/**
 * Multipart: file (a PDF certificate of completion). Read and forgotten: the learner starting a
 * request from a certificate confirms the values first, and the request is made once, on save.
 */
export const readCertificateFile = route({
  method: 'POST',
  path: '/requests/ext-cpe/read-certificate',
  response: certificateFileResponse,
});
export const updateExternalCpeExternalIds = route({
  method: 'PUT',
  path: '/requests/ext-cpe/update/details',
  body: updateExternalIdBody,
  response: externalIdsResponse,
});

// Workflow -------------------------------------------------------------------------------------

export const submitExternalCpe = route({
  method: 'POST',
  path: '/requests/ext-cpe/submit/:id',
  params: ecpIdParams,
  response: transitionResponse,
});
export const approveExternalCpe = route({
  method: 'PUT',
  path: '/requests/ext-cpe/approve',
  body: requestIdBody,
  response: transitionResponse,
});
export const reopenExternalCpe = route({ method: 'PUT', path: '/requests/ext-cpe/reopen', body: reopenBody, response: transitionResponse });
export const closeNotApproved = route({
  method: 'PUT',
  path: '/requests/close-not-approved',
  body: closeNotApprovedBody,
  response: transitionResponse,
});
export const getExternalCpeApprovals = route({
  method: 'POST',
  path: '/requests/ext-cpe/approvals',
  body: approvalsBody,
  response: approvalsResponse,
});

// Feedback and history of requests (the learning-object layer) ----------------------------------------

export const listRequestFeedback = route({
  method: 'POST',
  path: '/requests/feedback/get',
  body: requestIdBody,
  response: feedbackListResponse,
});
export const addRequestFeedback = route({
  method: 'POST',
  path: '/requests/feedback',
  body: requestFeedbackBody,
  response: createCourseResponse,
  successStatus: 201,
});
export const resolveRequestFeedback = route({
  method: 'PUT',
  path: '/requests/feedback/resolve/:feedbackId',
  params: feedbackIdParams,
  body: resolveFeedbackBody,
  response: okBody,
});
export const getRequestHistory = route({
  method: 'GET',
  path: '/requests/history/:id',
  params: ecpIdParams,
  response: workflowHistoryResponse,
});

// Search and export ----------------------------------------------------------------------------------

export const searchExternalCpe = route({
  method: 'POST',
  path: '/requests/ext-cpe/search',
  body: ecpSearchBody,
  response: ecpSearchResponse,
});
export const exportExternalCpe = route({
  method: 'GET',
  path: '/requests/ext-cpe/export',
  query: ecpSearchFilters,
  response: csvText,
});
