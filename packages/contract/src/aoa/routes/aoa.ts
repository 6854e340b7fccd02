import { classIdParams } from '../../class/index.ts';
import { workflowHistoryResponse } from '../../course/index.ts';
import { uploadDocumentResponse } from '../../documents/index.ts';
import { csvText, route } from '../../platform/index.ts';
import {
  aoaClassResponse,
  aoaClassSearchBody,
  aoaClassSearchResponse,
  aoaDocsResponse,
  aoaIdParams,
  aoaRequestIdParams,
  aoaResponse,
  aoaSearchBody,
  aoaSearchFilters,
  aoaSearchResponse,
  aoaValidationResponse,
  cancelAoaBody,
  cancelAoaResponse,
  createAoaBody,
  createAoaResponse,
  rosterInfoBody,
  rosterInfoResponse,
  submitAoaBody,
  submitAoaResponse,
  updateAoaBody,
  updateAoaResponse,
  validateAttendCodeBody,
  validateAttendCodeResponse,
} from '../schemas/aoa.ts';

/** Affidavit of attendance (the product's AOA calls, and ours: create, history, validation, docs upload, search, export). */
export const createAoa = route({ method: 'POST', path: '/aoa', body: createAoaBody, response: createAoaResponse, successStatus: 201 });
export const getAoaClass = route({ method: 'GET', path: '/aoa/get-class/:id', params: classIdParams, response: aoaClassResponse });
export const searchAoaClasses = route({
  method: 'POST',
  path: '/aoa/class-search',
  body: aoaClassSearchBody,
  response: aoaClassSearchResponse,
});
export const validateAoaAttendCode = route({
  method: 'PUT',
  path: '/aoa/validate-attend-code',
  body: validateAttendCodeBody,
  response: validateAttendCodeResponse,
});
export const listAoaDocuments = route({
  method: 'GET',
  path: '/aoa/docs/:requestId',
  params: aoaRequestIdParams,
  response: aoaDocsResponse,
});
export const uploadAoaDocument = route({
  method: 'POST',
  path: '/aoa/docs/:requestId',
  params: aoaRequestIdParams,
  response: uploadDocumentResponse,
  successStatus: 201,
});
export const getAoaRosterInfo = route({ method: 'POST', path: '/aoa/roster-info', body: rosterInfoBody, response: rosterInfoResponse });
export const updateAoa = route({ method: 'PUT', path: '/aoa/update', body: updateAoaBody, response: updateAoaResponse });
export const submitAoa = route({ method: 'PUT', path: '/aoa/submit', body: submitAoaBody, response: submitAoaResponse });
export const cancelAoa = route({ method: 'PUT', path: '/aoa/cancel', body: cancelAoaBody, response: cancelAoaResponse });
export const getAoaValidation = route({ method: 'GET', path: '/aoa/validation/:id', params: aoaIdParams, response: aoaValidationResponse });
export const getAoaHistory = route({ method: 'GET', path: '/aoa/history/:id', params: aoaIdParams, response: workflowHistoryResponse });
export const searchAoas = route({ method: 'POST', path: '/aoa/search', body: aoaSearchBody, response: aoaSearchResponse });
export const exportAoas = route({ method: 'GET', path: '/aoa/export', query: aoaSearchFilters, response: csvText });
export const getAoa = route({ method: 'GET', path: '/aoa/:id', params: aoaIdParams, response: aoaResponse });
