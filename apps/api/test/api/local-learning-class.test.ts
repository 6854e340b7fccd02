import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalLearning, moveLocalLearning, pendingDeliveryLocalLearning } from '../support/factories/local-learning.ts';
import { addPersonWithCodes, generatedLearners } from '../support/factories/people.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * The class of a local learning (ADR 0025): its roster, attendance and codes follow the local
 * learning's rights (LLP057/056/063 by status, LLP060 for the code expiry, not CLS055), its AOA
 * expiry follows the locallearning element configuration, and the searches find it.
 */
let server: TestServer;
let admin: Session;
let coordinator: Session;
let instructor: Session;
let acmeAdmin: Session;
let classRunner: Session;
let learners: number[];

beforeAll(async () => {
  ({ server, admin, coordinator, instructor, acmeAdmin } = await startSignedIn());
  await addPersonWithCodes(server, 'cls055.only', ['CLS055']);
  classRunner = await server.login('cls055.only');
  learners = await generatedLearners(server, 4);
});
afterAll(() => server?.close());

const addLearner = (s: Session, classId: number, personId: number) =>
  as(server, s)('POST', `/api/class/participant/${classId}`, { body: { in_person_id: personId, in_is_external_learner: 0 } });
const codesOf = async (s: Session, classId: number) => (await as(server, s)('GET', `/api/class/attendance/codes/${classId}`)).body;
const setExpiry = (s: Session, codeId: number, aoa: string | null) =>
  as(server, s)('PUT', `/api/class/attendance/codes/${codeId}`, {
    body: { attendance_code_id: codeId, expiration_date: '2026-11-03 17:00', aoa_expiration_date: aoa },
  });

describe('roster rights through local learning codes', () => {
  it('Draft: LLP057 opens the class and edits the roster; a class runner without it may not', async () => {
    const { class_id } = await createLocalLearning(as(server, instructor), { title: 'Roster draft' });
    const cls = await as(server, instructor)('GET', `/api/class/${class_id}`);
    expect(cls.status).toBe(200);
    expect(cls.body.abilities).toMatchObject({ edit: true, markAttendance: true, editCodeExpiry: false });
    expect((await addLearner(instructor, class_id, learners[0] as number)).status).toBe(201);
    expect((await addLearner(coordinator, class_id, learners[1] as number)).status).toBe(403);
    const roster = await as(server, instructor)('GET', `/api/class/roster/${class_id}`);
    expect(roster.status).toBe(200);
  });

  it('Pending Delivery: LLP063 edits the roster and takes attendance; Not Approved: nobody', async () => {
    const ll = await pendingDeliveryLocalLearning(as(server, admin), admin.personId, 'Roster delivery');
    const added = await addLearner(coordinator, ll.class_id, learners[2] as number);
    expect(added.status).toBe(201);
    const attend = await as(server, coordinator)('PUT', `/api/class/attendance/${added.body.class_roster_id}`, {
      body: { in_day: 1, in_did_attend: 1 },
    });
    expect(attend.status).toBe(200);
    expect((await addLearner(instructor, ll.class_id, learners[3] as number)).status).toBe(403);
    await moveLocalLearning(as(server, coordinator), ll.id, 'notApprove');
    expect((await addLearner(admin, ll.class_id, learners[3] as number)).status).toBe(403);
  });

  it('LLP060 edits the code expiry; CLS055 alone does not, and does not even see the class', async () => {
    const ll = await pendingDeliveryLocalLearning(as(server, admin), admin.personId, 'Code expiry');
    const [code] = await codesOf(coordinator, ll.class_id);
    expect((await setExpiry(coordinator, code.attendance_code_id, '2026-12-03 17:00')).status).toBe(200);
    expect([403, 404]).toContain((await setExpiry(classRunner, code.attendance_code_id, '2026-12-04 17:00')).status);
    expect((await setExpiry(instructor, code.attendance_code_id, '2026-12-04 17:00')).status).toBe(403);
  });

  it("the AOA expiry is 'Value is required' unless the locallearning configuration says otherwise", async () => {
    const ll = await pendingDeliveryLocalLearning(as(server, admin), admin.personId, 'AOA config');
    const [code] = await codesOf(admin, ll.class_id);
    expect((await as(server, admin)('GET', `/api/locallearning/${ll.id}`)).body.aoaExpiryRequired).toBe(true);
    const refused = await setExpiry(admin, code.attendance_code_id, null);
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({ field: 'body.aoa_expiration_date', message: 'Value is required' });
    await server.db.asOwner((tx) =>
      tx.query(
        `INSERT INTO element_configs (tenant_id, agenda_type_id, delivery_method_id, location, element_id, label, is_displayed, is_required, is_editable)
         SELECT id, 1, 1, 'locallearning', 'aoa_expiration_date', 'AOA expiration', true, false, true FROM tenants WHERE subdomain = 'demo'`,
      ),
    );
    expect((await as(server, admin)('GET', `/api/locallearning/${ll.id}`)).body.aoaExpiryRequired).toBe(false);
    expect((await setExpiry(admin, code.attendance_code_id, null)).status).toBe(200);
  });
});

describe('searches and tenancy', () => {
  it('AOA class search and class search find the class of a local learning', async () => {
    const ll = await pendingDeliveryLocalLearning(as(server, admin), admin.personId, 'Findable local session');
    const aoa = await as(server, admin)('POST', '/api/aoa/class-search', {
      body: { searchType: 'classId', searchString: String(ll.class_id) },
    });
    expect(aoa.body.map((c: { classId: number }) => c.classId)).toEqual([ll.class_id]);
    const search = await as(server, admin)('GET', `/api/class/search?search_text=${ll.class_id}`);
    expect(search.body.items.map((c: { id: number }) => c.id)).toContain(ll.class_id);
  });

  it("another tenant's admin gets 404 on every local learning route and on its class", async () => {
    const ll = await createLocalLearning(as(server, admin), { title: 'Private to demo' });
    const call = as(server, acmeAdmin);
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/locallearning/${ll.id}`],
      ['PUT', `/api/locallearning/${ll.id}`, { title: 'Taken' }],
      ['PUT', `/api/locallearning/workflow/${ll.id}`, { action: 'submit' }],
      ['GET', `/api/class/${ll.class_id}`],
      ['POST', `/api/class/participant/${ll.class_id}`, { in_person_id: acmeAdmin.personId, in_is_external_learner: 0 }],
    ];
    for (const [method, path, body] of calls) {
      const res = await call(method, path, body === undefined ? {} : { body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const search = await call('POST', '/api/locallearning/search', { body: { search_text: 'Private to demo' } });
    expect(search.body.items).toEqual([]);
    expect((await as(server, admin)('GET', `/api/locallearning/${ll.id}`)).body.header.title).toBe('Private to demo');
  });
});
