import { completeRequest, createRequest, submittedRequest, uploadCertificate } from '../support/factories/external-cpe.ts';
import { as, type TestServer } from '../support/test-server.ts';
import { answering, type Req, type Sample } from './route-sample-kit.ts';

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

export const ECP_SAMPLES: Record<string, Sample> = {
  'POST /api/requests/ext-cpe': answering(
    201,
    learner(() => ({ path: '/api/requests/ext-cpe', body: { title: 'Sampled request' } })),
  ),
  'GET /api/requests/ext-cpe/{id}': learner(() => ({ path: `/api/requests/ext-cpe/${id('draft')}` })),
  'POST /api/requests/ext-cpe/get/banner': learner(() => ({ path: '/api/requests/ext-cpe/get/banner', body: { requestId: id('draft') } })),
  'PUT /api/requests/ext-cpe/details/{id}': learner(() => ({
    path: `/api/requests/ext-cpe/details/${id('draft')}`,
    body: { title: 'Sampled title', completion_date: '2026-01-05', delivery_method_id: 2, program_type: 'Seminar' },
  })),
  'PUT /api/requests/ext-cpe/sponsor/{id}': learner(() => ({
    path: `/api/requests/ext-cpe/sponsor/${id('draft')}`,
    body: { sponsor_name: 'Sampled sponsor', nasba_sponsor_id: '123456', city: 'Denver' },
  })),
  'PUT /api/requests/ext-cpe/awards/{id}': learner(() => ({
    path: `/api/requests/ext-cpe/awards/${id('draft')}`,
    body: { rows: [{ field_of_study_id: 20, is_college_type: 1, college_unit: 'quarter', college_hours: 1 }] },
  })),
  'GET /api/requests/ext-cpe/nasba/{id}': learner(() => ({ path: `/api/requests/ext-cpe/nasba/${id('draft')}` })),
  'PUT /api/requests/ext-cpe/nasba/{id}': learner(() => ({ path: `/api/requests/ext-cpe/nasba/${id('draft')}`, body: { answers: [] } })),
  'GET /api/requests/ext-cpe/docs/{id}': learner(() => ({ path: `/api/requests/ext-cpe/docs/${id('draft')}` })),
  // JSON instead of a file: the allowed caller gets 400 'body.file'.
  'POST /api/requests/ext-cpe/docs/{id}': answering(
    400,
    learner(() => ({ path: `/api/requests/ext-cpe/docs/${id('draft')}`, body: { attachment_type_id: 80 } })),
  ),
  'POST /api/requests/ext-cpe/certificate/{id}': learner(() => ({
    path: `/api/requests/ext-cpe/certificate/${id('draft')}`,
    body: { docId: id('certificate') },
  })),
  // JSON instead of a file: the allowed caller gets 400 'body.file'.
  'POST /api/requests/ext-cpe/read-certificate': answering(
    400,
    learner(() => ({ path: '/api/requests/ext-cpe/read-certificate', body: { note: 'no file' } })),
  ),
  'PUT /api/requests/ext-cpe/update/details': learner(() => ({
    path: '/api/requests/ext-cpe/update/details',
    body: { requestId: id('draft'), externalIdMethodVerb: 'GET', updatedBy: 1 },
  })),
  'POST /api/requests/ext-cpe/submit/{id}': learner(() => ({ path: `/api/requests/ext-cpe/submit/${id('toSubmit')}` })),
  'PUT /api/requests/ext-cpe/approve': staff(() => ({ path: '/api/requests/ext-cpe/approve', body: { requestId: id('toApprove') } })),
  'PUT /api/requests/ext-cpe/reopen': staff(() => ({ path: '/api/requests/ext-cpe/reopen', body: { requestId: id('toReopen') } })),
  'PUT /api/requests/close-not-approved': staff(() => ({
    path: '/api/requests/close-not-approved',
    body: { requestId: id('toClose'), updatedBy: 1 },
  })),
  'POST /api/requests/ext-cpe/approvals': learner(() => ({
    path: '/api/requests/ext-cpe/approvals',
    body: { requestId: id('draft'), requestType: 'ECPE' },
  })),
  'POST /api/requests/feedback/get': learner(() => ({ path: '/api/requests/feedback/get', body: { requestId: id('reviewed') } })),
  'POST /api/requests/feedback': answering(
    201,
    staff(() => ({
      path: '/api/requests/feedback',
      body: { requestId: id('reviewed'), page_identifier: 'Awards', feedback_note: 'Sampled feedback' },
    })),
  ),
  'PUT /api/requests/feedback/resolve/{feedbackId}': learner(() => ({
    path: `/api/requests/feedback/resolve/${id('feedback')}`,
    body: { resolution_note: 'Sampled resolution' },
  })),
  'GET /api/requests/history/{id}': learner(() => ({ path: `/api/requests/history/${id('draft')}` })),
  'POST /api/requests/ext-cpe/search': learner(() => ({
    path: '/api/requests/ext-cpe/search',
    body: { scope: 'mine', status: 'Draft', startDate: '2020-01-01', text: 'Sampled', limit: 10 },
  })),
  'GET /api/requests/ext-cpe/export': staff(() => ({ path: '/api/requests/ext-cpe/export?scope=admin&status=Submitted' })),
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
