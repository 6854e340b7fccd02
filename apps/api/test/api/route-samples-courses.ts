import { addModule, createCourse, uploadDocument } from '../support/factories/courses.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';
import { answering, ids, type Req, type Sample } from './route-sample-kit.ts';

/**
 * Samples of the course routes for route-contract.test.ts. Every course route needs a
 * course permission, so a Learner is the denied caller; the admin holds every code.
 */
const course = (req: () => Req, denied = req): Sample => ({
  rule: 'permission',
  allowed: { as: 'admin', req },
  denied: { as: 'learner', req: denied },
});
const get = (path: () => string) => course(() => ({ path: path() }));
const moduleBody = {
  title: 'Sample',
  day: 1,
  start_time: '13:00',
  end_time: '13:50',
  is_credit_qualified: true,
  allocations: [{ field_of_study_id: 20, percent: 100 }],
};
const { day: _day, ...moduleEdit } = moduleBody;

export const COURSE_SAMPLES: Record<string, Sample> = {
  'GET /api/docs/course/{id}': get(() => `/api/docs/course/${ids.course}`),
  // JSON instead of a file: the allowed caller gets 400 'body.file', the refused one 403.
  'POST /api/docs/course/{id}': answering(
    400,
    course(() => ({ path: `/api/docs/course/${ids.course}`, body: { attachment_type_id: 1 } })),
  ),
  'GET /api/docs/download/{docId}': {
    rule: 'signed in',
    allowed: { as: 'admin', req: () => ({ path: `/api/docs/download/${ids.document}` }) },
  },
  'GET /api/docs/person/{personId}': {
    rule: 'owner',
    allowed: { as: 'learner', req: () => ({ path: `/api/docs/person/${ids.learner}` }) },
    denied: { as: 'learner', req: () => ({ path: `/api/docs/person/${ids.admin}` }) },
  },
  // JSON instead of a multipart form: 400 'body'.
  'POST /api/docs/class': answering(400, {
    rule: 'signed in',
    allowed: { as: 'learner', req: () => ({ path: '/api/docs/class', body: { attachment_type_id: 11 } }) },
  }),
  'POST /api/docs/getComments': course(() => ({ path: '/api/docs/getComments', body: { documentId: ids.commentedDocument } })),
  'PUT /api/docs/updateComments': course(() => ({
    path: '/api/docs/updateComments',
    body: { documentId: ids.commentedDocument, comment: 'Sampled comment' },
  })),
  // Any signed-in caller; the document's type then decides (a learner removes their affidavit's documents).
  'PUT /api/docs/remove/{docId}': {
    rule: 'signed in',
    allowed: { as: 'admin', req: () => ({ path: `/api/docs/remove/${ids.document}` }) },
  },
  'GET /api/home/work': { rule: 'signed in', allowed: { as: 'learner', req: () => ({ path: '/api/home/work' }) } },
  'GET /api/course/lookups': get(() => '/api/course/lookups'),
  'GET /api/course/search': get(() => '/api/course/search?search_text=course&sort=title&limit=10'),
  'GET /api/course/search/export': get(() => '/api/course/search/export?status=Draft'),
  'POST /api/course': answering(
    201,
    course(() => ({ path: '/api/course', body: { title: 'Sampled course', agenda_type_id: 1, delivery_method_id: 2 } })),
  ),
  'GET /api/course/{id}': get(() => `/api/course/${ids.course}`),
  'PUT /api/course/{id}': course(() => ({ path: `/api/course/${ids.course}`, body: { title: 'Sampled course', description: 'About it' } })),
  'POST /api/course/workflow/{id}': course(() => ({
    path: `/api/course/workflow/${ids.course}`,
    body: { action: 'submit', comment: 'Ready' },
  })),
  'GET /api/course/workflow-history/{id}': get(() => `/api/course/workflow-history/${ids.course}`),
  'GET /api/course/versions/{id}': get(() => `/api/course/versions/${ids.finalizedCourse}`),
  'POST /api/agendas/module/{id}': answering(
    201,
    course(() => ({ path: `/api/agendas/module/${ids.course}`, body: moduleBody })),
  ),
  'PUT /api/agendas/module/{id}': course(() => ({ path: `/api/agendas/module/${ids.module}`, body: moduleEdit })),
  'PUT /api/agendas/module/remove/{moduleId}': course(() => ({ path: `/api/agendas/module/remove/${ids.moduleToRemove}` })),
  // An order that lists no module: admitted, then 400 'body.modules'.
  'PUT /api/agendas/order/{id}': answering(
    400,
    course(() => ({ path: `/api/agendas/order/${ids.course}`, body: { modules: [] } })),
  ),
  'GET /api/agendas/cpe-info/{id}': get(() => `/api/agendas/cpe-info/${ids.course}`),
  'PUT /api/agendas/cpe-info/{id}': course(() => ({
    path: `/api/agendas/cpe-info/${ids.course}`,
    body: { credit_increment: 0.5, polling_events: 3 },
  })),
  'PUT /api/course/qualifications/{id}': course(() => ({
    path: `/api/course/qualifications/${ids.course}`,
    body: { items: [{ qualification_id: 1 }] },
  })),
  'GET /api/agendas/review-status/{id}': get(() => `/api/agendas/review-status/${ids.course}`),
  'POST /api/agendas/content-review/{id}': answering(
    201,
    course(() => ({
      path: `/api/agendas/content-review/${ids.course}`,
      body: { day: 1, reviewer_id: ids.learner, is_attested: false },
    })),
  ),
  'PUT /api/agendas/content-review/{id}': course(() => ({
    path: `/api/agendas/content-review/${ids.review}`,
    body: { note: 'Checked', is_attested: true },
  })),
  'PUT /api/agendas/content-review/remove/{reviewId}': course(() => ({ path: `/api/agendas/content-review/remove/${ids.reviewToRemove}` })),
  'GET /api/agendas/feedback/{id}': get(() => `/api/agendas/feedback/${ids.course}`),
  'POST /api/agendas/feedback/{id}': answering(
    201,
    course(() => ({
      path: `/api/agendas/feedback/${ids.course}`,
      body: { page_identifier: 'Course Details', field_identifier: 'title', feedback_note: 'Shorter title, please.' },
    })),
  ),
  'PUT /api/agendas/feedback/resolve/{feedbackId}': course(() => ({
    path: `/api/agendas/feedback/resolve/${ids.feedback}`,
    body: { resolution_note: 'Done' },
  })),
  'GET /api/agendas/validation/{id}': get(() => `/api/agendas/validation/${ids.course}`),
  'GET /api/roles/people/{roleId}': get(() => '/api/roles/people/26'),
  'GET /api/course/irs-program/reviewer/{agendaId}': get(() => `/api/course/irs-program/reviewer/${ids.course}`),
  'PUT /api/course/irs-program/reviewer/assign': course(() => ({
    path: '/api/course/irs-program/reviewer/assign',
    body: { agendaId: ids.course, reviewerId: null },
  })),
  'PUT /api/course/irs-info/{id}': course(() => ({
    path: `/api/course/irs-info/${ids.course}`,
    body: { is_irs_ce: true, irs_program_number: 'IRS-123' },
  })),
  'POST /api/course/external-ids/{id}': course(() => ({ path: `/api/course/external-ids/${ids.course}`, body: { methodVerb: 'GET' } })),
  'POST /api/course/person/add/{agendaId}': answering(
    201,
    course(() => ({
      path: `/api/course/person/add/${ids.course}`,
      body: { personId: ids.admin, contactRole: 'Developer' },
    })),
  ),
  'PUT /api/course/person/remove/{coursePeopleId}': course(() => ({ path: `/api/course/person/remove/${ids.coursePerson}` })),
  'GET /api/course/nasba/{id}': get(() => `/api/course/nasba/${ids.course}`),
  'PUT /api/course/nasba/{id}': course(() => ({
    path: `/api/course/nasba/${ids.course}`,
    body: { answers: [{ question_id: 1, answer: 'Yes' }] },
  })),
  'POST /api/course/update-sap-course': course(() => ({ path: '/api/course/update-sap-course', body: { courseId: ids.finalizedCourse } })),
  'GET /api/external-requests/status/{id}': get(() => `/api/external-requests/status/${ids.syncRequest}`),
  'GET /api/agendas/status/{course_agenda_id}': get(() => `/api/agendas/status/${ids.finalizedCourse}`),
  'POST /api/course/events': course(() => ({ path: '/api/course/events', body: { courseId: ids.finalizedCourse } })),
  // Any signed-in caller; the offering is then checked (a learner reads their affidavit's trail).
  'POST /api/audit-info': {
    rule: 'signed in',
    allowed: { as: 'admin', req: () => ({ path: '/api/audit-info', body: { learningObjectId: ids.course, refLearningObjectId: 1 } }) },
  },
};

/** Makes the records the samples name: a Draft course with modules, a reviewer, a contact, feedback, a sync request. */
export async function prepareCourseIds(server: TestServer, admin: Session): Promise<void> {
  const call = as(server, admin);
  ids.course = await createCourse(call, { title: 'Contract course' });
  ids.module = await addModule(call, ids.course, { title: 'Kept' });
  ids.moduleToRemove = await addModule(call, ids.course, { title: 'Removed', start_time: '10:00', end_time: '10:50' });
  ids.review = (await call('POST', `/api/agendas/content-review/${ids.course}`, { body: { day: 1, reviewer_id: admin.personId } })).body.id;
  const other = await server.login('coordinator');
  ids.reviewToRemove = (
    await call('POST', `/api/agendas/content-review/${ids.course}`, { body: { day: 1, reviewer_id: other.personId } })
  ).body.id;
  ids.coursePerson = (
    await call('POST', `/api/course/person/add/${ids.course}`, { body: { personId: other.personId, contactRole: 'Reviewer' } })
  ).body.id;
  ids.feedback = (
    await call('POST', `/api/agendas/feedback/${ids.course}`, {
      body: { page_identifier: 'Agenda Details', feedback_note: 'Check times.' },
    })
  ).body.id;
  const { rows } = await server.db.asOwner((tx) =>
    tx.query<{ id: number; subdomain: string }>(
      "SELECT c.id, t.subdomain FROM courses c JOIN tenants t ON t.id = c.tenant_id WHERE c.course_status = 'Finalized' ORDER BY c.id",
    ),
  );
  ids.finalizedCourse = rows.find((r) => r.subdomain === 'demo')?.id ?? 0;
  ids.acmeCourse = rows.find((r) => r.subdomain === 'acme')?.id ?? 0;
  const acmeChild = async (table: string) => {
    const found = await server.db.asOwner((tx) =>
      tx.query<{ id: number }>(
        `SELECT x.id FROM ${table} x JOIN tenants t ON t.id = x.tenant_id WHERE t.subdomain = 'acme' ORDER BY x.id LIMIT 1`,
      ),
    );
    const id = found.rows[0]?.id;
    if (!id) throw new Error(`acme has no ${table} row`);
    return id;
  };
  ids.acmeModule = await acmeChild('agenda_modules');
  ids.acmeReview = await acmeChild('content_reviews');
  ids.acmeCoursePerson = await acmeChild('course_people');
  ids.acmeFeedback = await acmeChild('feedback');
  ids.document = await uploadDocument(server, admin, ids.course, 'syllabus.txt', 'Day 1: taxes');
  ids.commentedDocument = await uploadDocument(server, admin, ids.course, 'outline.txt', 'Day 2: ethics');
  ids.syncRequest = (
    await call('POST', '/api/course/update-sap-course', { body: { courseId: ids.finalizedCourse } })
  ).body.data[0][0].request_id;
}

/** Paths of every course route that reads or writes one course, with acme's course id: each must be 404 for demo. */
export const acmeCoursePaths = (): { method: string; path: string; body?: unknown }[] => [
  { method: 'GET', path: `/api/course/${ids.acmeCourse}` },
  { method: 'PUT', path: `/api/course/${ids.acmeCourse}`, body: { title: 'Taken' } },
  { method: 'POST', path: `/api/course/workflow/${ids.acmeCourse}`, body: { action: 'reopen' } },
  { method: 'GET', path: `/api/course/workflow-history/${ids.acmeCourse}` },
  { method: 'GET', path: `/api/course/versions/${ids.acmeCourse}` },
  { method: 'POST', path: `/api/agendas/module/${ids.acmeCourse}`, body: moduleBody },
  { method: 'PUT', path: `/api/agendas/order/${ids.acmeCourse}`, body: { modules: [] } },
  { method: 'GET', path: `/api/agendas/cpe-info/${ids.acmeCourse}` },
  { method: 'PUT', path: `/api/agendas/cpe-info/${ids.acmeCourse}`, body: { polling_events: 1 } },
  { method: 'PUT', path: `/api/course/qualifications/${ids.acmeCourse}`, body: { items: [] } },
  { method: 'GET', path: `/api/agendas/review-status/${ids.acmeCourse}` },
  { method: 'POST', path: `/api/agendas/content-review/${ids.acmeCourse}`, body: { day: 1, reviewer_id: ids.admin } },
  { method: 'GET', path: `/api/agendas/feedback/${ids.acmeCourse}` },
  { method: 'POST', path: `/api/agendas/feedback/${ids.acmeCourse}`, body: { page_identifier: 'Course Details', feedback_note: 'x' } },
  { method: 'GET', path: `/api/agendas/validation/${ids.acmeCourse}` },
  { method: 'GET', path: `/api/course/irs-program/reviewer/${ids.acmeCourse}` },
  { method: 'PUT', path: '/api/course/irs-program/reviewer/assign', body: { agendaId: ids.acmeCourse, reviewerId: null } },
  { method: 'PUT', path: `/api/course/irs-info/${ids.acmeCourse}`, body: { is_irs_ce: false } },
  { method: 'POST', path: `/api/course/external-ids/${ids.acmeCourse}`, body: { methodVerb: 'GET' } },
  { method: 'POST', path: `/api/course/person/add/${ids.acmeCourse}`, body: { personId: ids.admin, contactRole: 'Developer' } },
  { method: 'GET', path: `/api/course/nasba/${ids.acmeCourse}` },
  { method: 'PUT', path: `/api/course/nasba/${ids.acmeCourse}`, body: { answers: [] } },
  { method: 'POST', path: '/api/course/update-sap-course', body: { courseId: ids.acmeCourse } },
  { method: 'GET', path: `/api/agendas/status/${ids.acmeCourse}` },
  { method: 'POST', path: '/api/course/events', body: { courseId: ids.acmeCourse } },
  { method: 'POST', path: '/api/audit-info', body: { learningObjectId: ids.acmeCourse, refLearningObjectId: 1 } },
  { method: 'GET', path: `/api/docs/course/${ids.acmeCourse}` },
  { method: 'GET', path: `/api/course/classes/${ids.acmeCourse}` },
  { method: 'GET', path: `/api/course/roster/${ids.acmeCourse}` },
  { method: 'PUT', path: `/api/agendas/module/${ids.acmeModule}`, body: moduleEdit },
  { method: 'PUT', path: `/api/agendas/module/remove/${ids.acmeModule}` },
  { method: 'PUT', path: `/api/agendas/content-review/${ids.acmeReview}`, body: { note: 'x' } },
  { method: 'PUT', path: `/api/agendas/content-review/remove/${ids.acmeReview}` },
  { method: 'PUT', path: `/api/course/person/remove/${ids.acmeCoursePerson}` },
  { method: 'PUT', path: `/api/agendas/feedback/resolve/${ids.acmeFeedback}`, body: { resolution_note: 'x' } },
];
