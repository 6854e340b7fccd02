import { completeRequest, createRequest, submittedRequest, uploadCertificate } from '../support/factories/external-cpe.ts';
import { as, type TestServer } from '../support/test-server.ts';
import { answering, type Req, type RouteSamples, type Sample } from './route-sample-kit.ts';

/**
 * Samples of the external CPE routes for route-contract.test.ts. Anyone signed in may file a
 * request (rule 'signed in'); each request is then checked by its policy, so a staff action asked
 * by the learner is the denied caller (403). Until prepareEcpIds runs, the ids name no request:
 * the allowed caller then gets 404, which the contract accepts.
 */
const NONE = 2_147_483_002;
export const ecpIds = {
  draft: NONE,
  toSubmit: NONE,
  toApprove: NONE,
  toClose: NONE,
  toReopen: NONE,
  reviewed: NONE,
  feedback: NONE,
  certificate: NONE,
};

const learner = (req: () => Req, denied?: () => Req): Sample => ({
  rule: 'signed in',
  allowed: { as: 'learner', req },
  ...(denied ? { denied: { as: 'external' as const, req: denied } } : {}),
});
const staff = (req: () => Req): Sample => ({ rule: 'signed in', allowed: { as: 'admin', req }, denied: { as: 'learner', req } });
const id = (k: keyof typeof ecpIds) => ecpIds[k];

export const ECP_SAMPLES: RouteSamples = {
  createExternalCpe: answering(
    201,
    learner(() => ({ path: '/api/requests/ext-cpe', body: { title: 'Sampled request' } })),
  ),
  getExternalCpe: learner(() => ({ path: `/api/requests/ext-cpe/${id('draft')}` })),
  getExternalCpeBanner: learner(() => ({ path: '/api/requests/ext-cpe/get/banner', body: { requestId: id('draft') } })),
  updateExternalCpeDetails: learner(() => ({
    path: `/api/requests/ext-cpe/details/${id('draft')}`,
    body: { title: 'Sampled title', completion_date: '2026-01-05', delivery_method_id: 2, program_type: 'Seminar' },
  })),
  updateExternalCpeSponsor: learner(() => ({
    path: `/api/requests/ext-cpe/sponsor/${id('draft')}`,
    body: { sponsor_name: 'Sampled sponsor', nasba_sponsor_id: '123456', city: 'Denver' },
  })),
  updateExternalCpeAwards: learner(() => ({
    path: `/api/requests/ext-cpe/awards/${id('draft')}`,
    body: { rows: [{ field_of_study_id: 20, is_college_type: 1, college_unit: 'quarter', college_hours: 1 }] },
  })),
  getExternalCpeNasba: learner(() => ({ path: `/api/requests/ext-cpe/nasba/${id('draft')}` })),
  saveExternalCpeNasba: learner(() => ({ path: `/api/requests/ext-cpe/nasba/${id('draft')}`, body: { answers: [] } })),
  listExternalCpeDocuments: learner(() => ({ path: `/api/requests/ext-cpe/docs/${id('draft')}` })),
  // JSON instead of a file: the allowed caller gets 400 'body.file'.
  uploadExternalCpeDocument: answering(
    400,
    learner(() => ({ path: `/api/requests/ext-cpe/docs/${id('draft')}`, body: { attachment_type_id: 80 } })),
  ),
  readExternalCpeCertificate: learner(() => ({
    path: `/api/requests/ext-cpe/certificate/${id('draft')}`,
    body: { docId: id('certificate') },
  })),
  // JSON instead of a file: the allowed caller gets 400 'body.file'.
  readCertificateFile: answering(
    400,
    learner(() => ({ path: '/api/requests/ext-cpe/read-certificate', body: { note: 'no file' } })),
  ),
  updateExternalCpeExternalIds: learner(() => ({
    path: '/api/requests/ext-cpe/update/details',
    body: { requestId: id('draft'), externalIdMethodVerb: 'GET', updatedBy: 1 },
  })),
  submitExternalCpe: learner(() => ({ path: `/api/requests/ext-cpe/submit/${id('toSubmit')}` })),
  approveExternalCpe: staff(() => ({ path: '/api/requests/ext-cpe/approve', body: { requestId: id('toApprove') } })),
  reopenExternalCpe: staff(() => ({ path: '/api/requests/ext-cpe/reopen', body: { requestId: id('toReopen') } })),
  closeNotApproved: staff(() => ({
    path: '/api/requests/close-not-approved',
    body: { requestId: id('toClose'), updatedBy: 1 },
  })),
  getExternalCpeApprovals: learner(() => ({
    path: '/api/requests/ext-cpe/approvals',
    body: { requestId: id('draft'), requestType: 'ECPE' },
  })),
  listRequestFeedback: learner(() => ({ path: '/api/requests/feedback/get', body: { requestId: id('reviewed') } })),
  addRequestFeedback: answering(
    201,
    staff(() => ({
      path: '/api/requests/feedback',
      body: { requestId: id('reviewed'), page_identifier: 'Awards', feedback_note: 'Sampled feedback' },
    })),
  ),
  resolveRequestFeedback: learner(() => ({
    path: `/api/requests/feedback/resolve/${id('feedback')}`,
    body: { resolution_note: 'Sampled resolution' },
  })),
  getRequestHistory: learner(() => ({ path: `/api/requests/history/${id('draft')}` })),
  searchExternalCpe: learner(() => ({
    path: '/api/requests/ext-cpe/search',
    body: { scope: 'mine', status: 'Draft', startDate: '2020-01-01', text: 'Sampled', limit: 10 },
  })),
  exportExternalCpe: staff(() => ({ path: '/api/requests/ext-cpe/export?scope=admin&status=Submitted' })),
};

/** Requests of the demo learner in each state the samples need (route-contract.test.ts calls this in its beforeAll). */
export async function prepareEcpIds(server: TestServer): Promise<void> {
  const learnerSession = await server.login('learner');
  const adminSession = await server.login('admin');
  ecpIds.draft = await createRequest(server, learnerSession, 'Sampled draft');
  ecpIds.certificate = await uploadCertificate(server, learnerSession, ecpIds.draft, 'table');
  ecpIds.toSubmit = await createRequest(server, learnerSession, 'Sampled to submit');
  await completeRequest(server, learnerSession, ecpIds.toSubmit);
  ecpIds.toApprove = await submittedRequest(server, learnerSession, 'Sampled to approve');
  ecpIds.toClose = await submittedRequest(server, learnerSession, 'Sampled to close');
  ecpIds.toReopen = await submittedRequest(server, learnerSession, 'Sampled to reopen');
  ecpIds.reviewed = await submittedRequest(server, learnerSession, 'Sampled reviewed');
  const fb = await as(server, adminSession)('POST', '/api/requests/feedback', {
    body: { requestId: ecpIds.reviewed, page_identifier: 'Request Details', feedback_note: 'Sampled' },
  });
  ecpIds.feedback = fb.body.id;
}
