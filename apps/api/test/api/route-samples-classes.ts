import { as, type Session, type TestServer } from '../support/test-server.ts';
import { answering, ids, type Req, type RouteSamples, type Sample } from './route-sample-kit.ts';

/**
 * Samples of the class routes (core-routes.ts) for route-contract.test.ts. Every class
 * route needs a course or class code, so a Learner is the denied caller. Until
 * prepareClassIds runs, the ids name no record: the allowed caller then gets 404, which
 * the contract accepts, and the 400s and 403s are unchanged.
 */
const NONE = 2_147_483_001;
export const classIds = { class: NONE, module: NONE, contact: NONE, acmeClass: NONE, acmeContact: NONE };

const staff = (req: () => Req): Sample => ({ rule: 'permission', allowed: { as: 'admin', req }, denied: { as: 'learner', req } });
const get = (path: () => string) => staff(() => ({ path: path() }));
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export const CLASS_SAMPLES: RouteSamples = {
  createClass: answering(
    201,
    staff(() => ({
      path: '/api/class',
      body: {
        course_id: ids.finalizedCourse || NONE,
        class_title: 'Sampled class',
        timezone: 'America/New_York',
        days: [{ date: day(30), start_time: '09:00', end_time: '12:00' }],
      },
    })),
  ),
  getClass: get(() => `/api/class/${classIds.class}`),
  updateClass: staff(() => ({
    path: `/api/class/${classIds.class}`,
    body: { in_title: 'Sampled class', in_location: 'Room 2' },
  })),
  updateClassDays: staff(() => ({
    path: `/api/class/days/${classIds.class}`,
    body: { days: [{ date: day(31), start_time: '09:00', end_time: '12:00' }] },
  })),
  getCourseClassDays: get(() => `/api/course/class-days/${ids.finalizedCourse || NONE}`),
  getClassHistory: get(() => `/api/class/history/${classIds.class}`),
  getClassSegments: get(() => `/api/class/segments/${classIds.class}`),
  getClassModules: get(() => `/api/class-modules/${classIds.class}`),
  getClassInstructors: get(() => `/api/class/instructor/${classIds.class}`),
  setClassInstructors: staff(() => ({
    path: `/api/class/instructor/${classIds.class}`,
    body: { person_ids: [ids.admin || NONE] },
  })),
  setModuleInstructors: staff(() => ({
    path: `/api/class/module-instructors/${classIds.class}`,
    body: { module_id: classIds.module, person_ids: [] },
  })),
  getClassStaff: get(() => `/api/class/staff/${classIds.class}`),
  addClassStaff: answering(
    201,
    staff(() => ({
      path: `/api/class/staff/${classIds.class}`,
      body: { person_id: ids.admin || NONE, role_id: 21 },
    })),
  ),
  removeClassStaff: get(() => `/api/class/staff/remove/${classIds.contact}`),
  getClassValidation: get(() => `/api/class/validation/${classIds.class}`),
  listClassDocuments: get(() => `/api/docs/class/${classIds.class}`),
  searchClasses: get(() => '/api/class/search?search_text=class&status=Uncertified&limit=10'),
  exportClasses: get(() => '/api/class/search/export?status=Uncertified'),
  getCourseClasses: get(() => `/api/course/classes/${ids.finalizedCourse || NONE}`),
  getCourseRoster: get(() => `/api/course/roster/${ids.finalizedCourse || NONE}`),
};

/** Makes the records the samples name (after prepareCourseIds): a class of the finalized demo course with a contact; acme's class and contact. */
export async function prepareClassIds(server: TestServer, admin: Session): Promise<void> {
  const call = as(server, admin);
  const created = await call('POST', '/api/class', { body: CLASS_SAMPLES.createClass?.allowed.req().body });
  if (created.status !== 201) throw new Error(`sample class: ${created.status} ${JSON.stringify(created.body)}`);
  classIds.class = created.body.id;
  classIds.module = (await call('GET', `/api/class-modules/${classIds.class}`)).body[0]?.module_id ?? NONE;
  classIds.contact = (
    await call('POST', `/api/class/staff/${classIds.class}`, { body: { person_id: admin.personId, role_id: 20 } })
  ).body.id;
  const { rows } = await server.db.asOwner((tx) =>
    tx.query<{ class_id: number; contact_id: number }>(
      `SELECT k.id AS class_id, cc.id AS contact_id FROM classes k JOIN tenants t ON t.id = k.tenant_id
         JOIN class_contacts cc ON cc.class_id = k.id WHERE t.subdomain = 'acme' ORDER BY k.id, cc.id LIMIT 1`,
    ),
  );
  classIds.acmeClass = rows[0]?.class_id ?? NONE;
  classIds.acmeContact = rows[0]?.contact_id ?? NONE;
}

/** Every class route with acme's class (or contact) id: each must be 404 through the demo tenant, changing nothing. */
export const acmeClassPaths = (): { method: string; path: string; body?: unknown }[] => [
  { method: 'GET', path: `/api/class/${classIds.acmeClass}` },
  { method: 'PUT', path: `/api/class/${classIds.acmeClass}`, body: { in_title: 'Taken' } },
  { method: 'PUT', path: `/api/class/${classIds.acmeClass}`, body: { in_void_class: true } },
  {
    method: 'PUT',
    path: `/api/class/days/${classIds.acmeClass}`,
    body: { days: [{ date: day(40), start_time: '09:00', end_time: '10:00' }] },
  },
  { method: 'GET', path: `/api/class/history/${classIds.acmeClass}` },
  { method: 'GET', path: `/api/class/segments/${classIds.acmeClass}` },
  { method: 'GET', path: `/api/class-modules/${classIds.acmeClass}` },
  { method: 'GET', path: `/api/class/instructor/${classIds.acmeClass}` },
  { method: 'PUT', path: `/api/class/instructor/${classIds.acmeClass}`, body: { person_ids: [] } },
  { method: 'PUT', path: `/api/class/module-instructors/${classIds.acmeClass}`, body: { module_id: classIds.module, person_ids: [] } },
  { method: 'GET', path: `/api/class/staff/${classIds.acmeClass}` },
  { method: 'POST', path: `/api/class/staff/${classIds.acmeClass}`, body: { person_id: ids.admin, role_id: 21 } },
  { method: 'PUT', path: `/api/class/staff/remove/${classIds.acmeContact}` },
  { method: 'GET', path: `/api/class/validation/${classIds.acmeClass}` },
  { method: 'GET', path: `/api/docs/class/${classIds.acmeClass}` },
  { method: 'POST', path: '/api/audit-info', body: { learningObjectId: classIds.acmeClass, refLearningObjectId: 3 } },
];
