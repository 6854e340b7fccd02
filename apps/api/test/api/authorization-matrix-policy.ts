/**
 * The exceptions of the authorization matrix (authorization-matrix.test.ts), each with its reason.
 * A new case fails the matrix until it is listed here, and a listed case that no longer happens
 * fails it too, so the lists stay exactly what the API does.
 */

type Caller = 'accadmin' | 'admin' | 'coordinator' | 'instructor' | 'learner' | 'external' | 'registered';
const NOT_HERS = ['external', 'instructor', 'registered'] as const;
const NOT_STAFF = ['coordinator', 'external', 'instructor', 'registered'] as const;

/**
 * Operations whose rule admits a caller that the handler then refuses on the record itself (403 or
 * 404, in words), with the callers it refuses. The sample's records belong to the demo Learner, the
 * Admin or a class the Instructor does not teach; the newcomer ('registered') owns nothing.
 */
export const RECORD_POLICY: Record<string, { callers: readonly Caller[]; reason: string }> = {
  'GET /api/aoa/{id}': { callers: NOT_HERS, reason: "an affidavit is its learner's and its class staff's (404)" },
  'GET /api/aoa/docs/{requestId}': { callers: NOT_HERS, reason: "an affidavit's documents: as the affidavit (404)" },
  'GET /api/aoa/history/{id}': { callers: NOT_HERS, reason: "an affidavit's history: as the affidavit (404)" },
  'GET /api/aoa/validation/{id}': { callers: NOT_HERS, reason: "an affidavit's checks: as the affidavit (404)" },
  'GET /api/certificates/class/{classId}/person/{personId}': {
    callers: NOT_HERS,
    reason: "a certificate is its learner's and the class administrators' (403, or 404 for who cannot see the class)",
  },
  'GET /api/certificates/class/{classId}/zip': { callers: ['instructor'], reason: "a class's certificates: its administrators only" },
  'GET /api/class/attendance/codes/{id}': {
    callers: ['instructor'],
    reason: "attendance codes: the class's administrators, not an instructor of another class",
  },
  'GET /api/docs/download/{docId}': {
    callers: ['learner', 'external', 'registered'],
    reason: 'a document is shown to who may see its record: here a Draft course, which learners do not see',
  },
  'GET /api/learner/ind-study/exam/{id}': {
    callers: ['accadmin', 'admin', 'coordinator', 'external', 'instructor', 'registered'],
    reason: 'the exam of an independent study is for the learners assigned to it',
  },
  'GET /api/locallearning/{id}': {
    callers: ['external', 'learner', 'registered'],
    reason: 'a local learning in Draft is shown to staff only (visibility by status)',
  },
  'GET /api/requests/ext-cpe/{id}': { callers: NOT_STAFF, reason: "an external CPE request is its learner's and its reviewers' (404)" },
  'GET /api/requests/ext-cpe/docs/{id}': { callers: NOT_STAFF, reason: "a request's documents: as the request (404)" },
  'GET /api/requests/ext-cpe/nasba/{id}': { callers: NOT_STAFF, reason: "a request's NASBA answers: as the request (404)" },
  'GET /api/requests/history/{id}': { callers: NOT_STAFF, reason: "a request's history: as the request (404)" },
  'GET /api/requests/ext-cpe/export': {
    callers: ['coordinator', 'external', 'instructor', 'learner', 'registered'],
    reason: 'the export of the admin search (scope=admin) needs ECP051 or ECP050; everyone may export their own',
  },
};

/** Operation → path parameters and body fields that are the same in every tenant (reference data, system ids). */
export const ACME_NOT_RECORD_IDS: Record<string, readonly string[]> = {
  'GET /api/roles/people/{roleId}': ['roleId'],
  'POST /api/course': ['agenda_type_id', 'delivery_method_id'],
  'POST /api/ref/dm-engage-types': ['in_dm_id'],
};
/** Why ACME_NOT_RECORD_IDS holds what it does. */
export const ACME_NOT_RECORD_IDS_REASON =
  'system roles keep their spec ids (26: On-site Coordinator) in every tenant, and agenda types and delivery methods are reference data';

/**
 * Operations that refuse another tenant's ids otherwise than with a 404: the status and why. Never a 2xx.
 */
export const ACME_ANSWERS: Record<string, { status: 400 | 403; reason: string }> = {
  'POST /api/aoa': { status: 400, reason: 'the class named in the body is not found: 400 naming body.classId' },
  'POST /api/vendedcontent': { status: 400, reason: 'the vendor named in the body is not found: 400 naming body.vendor_id' },
  'POST /api/docs/class': { status: 400, reason: 'an upload: the JSON sample is refused (400 body) before any id is read' },
  'PUT /api/course/irs-info/{id}': { status: 403, reason: 'acme has no IRS CE workflow: refused before the course is looked up' },
  ...Object.fromEntries(
    ['get', 'update', 'versions', 'restore', 'preview', 'list', 'send-test'].map((op) => [
      `POST /api/templates/${op}`,
      { status: 403 as const, reason: "the body's personId must be the caller's own (403), whatever tenant it is of" },
    ]),
  ),
};
