import { addModule, createCourse, uploadDocument } from '../support/factories/courses.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';
import { answering, ids, type Req, type RouteSamples, type Sample } from './route-sample-kit.ts';

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

export const COURSE_SAMPLES: RouteSamples = {
  listCourseDocuments: get(() => `/api/docs/course/${ids.course}`),
  // JSON instead of a file: the allowed caller gets 400 'body.file', the refused one 403.
  uploadCourseDocument: answering(
    400,
    course(() => ({ path: `/api/docs/course/${ids.course}`, body: { attachment_type_id: 1 } })),
  ),
  downloadDocument: {
    rule: 'signed in',
    allowed: { as: 'admin', req: () => ({ path: `/api/docs/download/${ids.document}` }) },
  },
  listPersonDocuments: {
    rule: 'owner',
    allowed: { as: 'learner', req: () => ({ path: `/api/docs/person/${ids.learner}` }) },
    denied: { as: 'learner', req: () => ({ path: `/api/docs/person/${ids.admin}` }) },
  },
  // JSON instead of a multipart form: 400 'body'.
  uploadDocument: answering(400, {
    rule: 'signed in',
    allowed: { as: 'learner', req: () => ({ path: '/api/docs/class', body: { attachment_type_id: 11 } }) },
  }),
  getDocumentComments: course(() => ({ path: '/api/docs/getComments', body: { documentId: ids.commentedDocument } })),
  updateDocumentComments: course(() => ({
    path: '/api/docs/updateComments',
    body: { documentId: ids.commentedDocument, comment: 'Sampled comment' },
  })),
  // Any signed-in caller; the document's type then decides (a learner removes their affidavit's documents).
  removeDocument: {
    rule: 'signed in',
    allowed: { as: 'admin', req: () => ({ path: `/api/docs/remove/${ids.document}` }) },
  },
  homeWork: { rule: 'signed in', allowed: { as: 'learner', req: () => ({ path: '/api/home/work' }) } },
  courseLookups: get(() => '/api/course/lookups'),
  searchCourses: get(() => '/api/course/search?search_text=course&sort=title&limit=10'),
  exportCourses: get(() => '/api/course/search/export?status=Draft'),
  createCourse: answering(
    201,
    course(() => ({ path: '/api/course', body: { title: 'Sampled course', agenda_type_id: 1, delivery_method_id: 2 } })),
  ),
  getCourse: get(() => `/api/course/${ids.course}`),
  updateCourse: course(() => ({ path: `/api/course/${ids.course}`, body: { title: 'Sampled course', description: 'About it' } })),
  courseWorkflow: course(() => ({
    path: `/api/course/workflow/${ids.course}`,
    body: { action: 'submit', comment: 'Ready' },
  })),
  getCourseWorkflowHistory: get(() => `/api/course/workflow-history/${ids.course}`),
  listCourseVersions: get(() => `/api/course/versions/${ids.finalizedCourse}`),
  addModule: answering(
    201,
    course(() => ({ path: `/api/agendas/module/${ids.course}`, body: moduleBody })),
  ),
  updateModule: course(() => ({ path: `/api/agendas/module/${ids.module}`, body: moduleEdit })),
  removeModule: course(() => ({ path: `/api/agendas/module/remove/${ids.moduleToRemove}` })),
  // An order that lists no module: admitted, then 400 'body.modules'.
  reorderAgenda: answering(
    400,
    course(() => ({ path: `/api/agendas/order/${ids.course}`, body: { modules: [] } })),
  ),
  getCpeInfo: get(() => `/api/agendas/cpe-info/${ids.course}`),
  updateCpeInfo: course(() => ({
    path: `/api/agendas/cpe-info/${ids.course}`,
    body: { credit_increment: 0.5, polling_events: 3 },
  })),
  updateQualifications: course(() => ({
    path: `/api/course/qualifications/${ids.course}`,
    body: { items: [{ qualification_id: 1 }] },
  })),
  getReviewStatus: get(() => `/api/agendas/review-status/${ids.course}`),
  addContentReviewer: answering(
    201,
    course(() => ({
      path: `/api/agendas/content-review/${ids.course}`,
      body: { day: 1, reviewer_id: ids.learner, is_attested: false },
    })),
  ),
  updateContentReviewer: course(() => ({
    path: `/api/agendas/content-review/${ids.review}`,
    body: { note: 'Checked', is_attested: true },
  })),
  removeContentReviewer: course(() => ({ path: `/api/agendas/content-review/remove/${ids.reviewToRemove}` })),
  listCourseFeedback: get(() => `/api/agendas/feedback/${ids.course}`),
  addCourseFeedback: answering(
    201,
    course(() => ({
      path: `/api/agendas/feedback/${ids.course}`,
      body: { page_identifier: 'Course Details', field_identifier: 'title', feedback_note: 'Shorter title, please.' },
    })),
  ),
  resolveCourseFeedback: course(() => ({
    path: `/api/agendas/feedback/resolve/${ids.feedback}`,
    body: { resolution_note: 'Done' },
  })),
  getCourseValidation: get(() => `/api/agendas/validation/${ids.course}`),
  listRolePeople: get(() => '/api/roles/people/26'),
  getIrsReviewer: get(() => `/api/course/irs-program/reviewer/${ids.course}`),
  assignIrsReviewer: course(() => ({
    path: '/api/course/irs-program/reviewer/assign',
    body: { agendaId: ids.course, reviewerId: null },
  })),
  updateIrsInfo: course(() => ({
    path: `/api/course/irs-info/${ids.course}`,
    body: { is_irs_ce: true, irs_program_number: 'IRS-123' },
  })),
  courseExternalIds: course(() => ({ path: `/api/course/external-ids/${ids.course}`, body: { methodVerb: 'GET' } })),
  addCoursePerson: answering(
    201,
    course(() => ({
      path: `/api/course/person/add/${ids.course}`,
      body: { personId: ids.admin, contactRole: 'Developer' },
    })),
  ),
  removeCoursePerson: course(() => ({ path: `/api/course/person/remove/${ids.coursePerson}` })),
  getCourseNasba: get(() => `/api/course/nasba/${ids.course}`),
  saveCourseNasba: course(() => ({
    path: `/api/course/nasba/${ids.course}`,
    body: { answers: [{ question_id: 1, answer: 'Yes' }] },
  })),
  updateSapCourse: course(() => ({ path: '/api/course/update-sap-course', body: { courseId: ids.finalizedCourse } })),
  getQueuedStatus: get(() => `/api/external-requests/status/${ids.syncRequest}`),
  getAgendaStatus: get(() => `/api/agendas/status/${ids.finalizedCourse}`),
  courseEvents: course(() => ({ path: '/api/course/events', body: { courseId: ids.finalizedCourse } })),
  // Any signed-in caller; the offering is then checked (a learner reads their affidavit's trail).
  auditInfo: {
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
