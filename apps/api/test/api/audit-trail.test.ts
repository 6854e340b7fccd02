import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClass } from '../support/factories/classes.ts';
import { addModule, createCourse } from '../support/factories/courses.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * POST /audit-info reads as sentences with names (issue 11): each row names its record, each
 * change its field and its values, with the ids of people, roles and lookups resolved on the
 * server; rows that changed nothing a person would see are left out.
 */
let server: TestServer;
let admin: Session;
let coordinator: Session;
let instructor: Session;
let acmeAdmin: Session;

beforeAll(async () => {
  ({ server, admin, coordinator, instructor, acmeAdmin } = await startSignedIn());
});
afterAll(() => server.close());

interface Change {
  field: string;
  label: string;
  from: string | null;
  to: string | null;
  kind: string;
}
interface Entry {
  entity: string;
  action: string;
  person_name: string | null;
  record: string;
  is_offering: boolean;
  changes: Change[];
}

const trail = async (s: Session, learningObjectId: number, refLearningObjectId: number): Promise<Entry[]> => {
  const res = await as(server, s)('POST', '/api/audit-info', { body: { learningObjectId, refLearningObjectId } });
  expect(res.status).toBe(200);
  return res.body;
};

describe('the course audit trail', () => {
  it('names people and lookups instead of ids, and names each record', async () => {
    const call = as(server, admin);
    const id = await createCourse(call, { title: 'Audit in words', delivery_method_id: 2 });
    await call('PUT', `/api/course/${id}`, { body: { delivery_method_id: 1, title: 'Audit in plain words' } });
    await addModule(call, id, { title: 'Opening', developer_id: instructor.personId });
    await call('POST', `/api/course/person/add/${id}`, { body: { personId: coordinator.personId, contactRole: 'Reviewer' } });
    const entries = await trail(admin, id, 1);

    const details = entries.find((e) => e.entity === 'courses' && e.action === 'UPDATE');
    expect(details).toMatchObject({ person_name: 'Ada Admin', record: 'the course "Audit in plain words"', is_offering: true });
    expect(details?.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'delivery_method_id',
          label: 'delivery method',
          from: 'Group Live',
          to: 'Group Internet-Based',
          kind: 'plain',
        }),
        expect.objectContaining({ field: 'title', label: 'title', from: 'Audit in words', to: 'Audit in plain words', kind: 'quoted' }),
      ]),
    );
    const module = entries.find((e) => e.entity === 'agenda_modules' && e.action === 'INSERT');
    expect(module).toMatchObject({ record: 'the agenda module "Opening"', is_offering: false });
    const contact = entries.find((e) => e.entity === 'course_people' && e.action === 'INSERT' && e.record.includes('Cora'));
    expect(contact?.record).toBe('the contact Cora Coordinator (Reviewer)');
    expect(entries.find((e) => e.entity === 'courses' && e.action === 'INSERT')?.record).toBe('the course "Audit in words"');

    // No id is shown where a name exists: nothing reads like "delivery method id" or "→ 22".
    const text = JSON.stringify(entries.map((e) => [e.record, e.changes.map((c) => [c.label, c.from, c.to])]));
    expect(text).not.toMatch(/ id"|#\d/);
  });

  it('leaves out the rows that changed nothing but bookkeeping', async () => {
    const call = as(server, admin);
    const id = await createCourse(call, { title: 'Quiet course' });
    // Each of these writes stamps updated_at/updated_by on the course and changes no course field.
    server.clock.advanceMinutes(1);
    await addModule(call, id, { title: 'First' });
    server.clock.advanceMinutes(1);
    await addModule(call, id, { title: 'Second' });
    const { rows } = await server.db.asOwner((tx) =>
      tx.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'courses' AND entity_id = $1 AND action = 'UPDATE'",
        [String(id)],
      ),
    );
    expect(rows[0]?.n).toBeGreaterThanOrEqual(2);
    const entries = await trail(admin, id, 1);
    expect(entries.filter((e) => e.entity === 'courses').map((e) => e.action)).toEqual(['INSERT']);
    for (const e of entries.filter((x) => x.action === 'UPDATE')) expect(e.changes.length).toBeGreaterThan(0);
  });

  it("is another firm's course: not found", async () => {
    const id = await createCourse(as(server, admin));
    const res = await as(server, acmeAdmin)('POST', '/api/audit-info', { body: { learningObjectId: id, refLearningObjectId: 1 } });
    expect(res.status).toBe(404);
  });
});

describe('the class audit trail', () => {
  it('names a contact by person and role', async () => {
    const id = await createClass(as(server, admin));
    await as(server, admin)('POST', `/api/class/staff/${id}`, { body: { person_id: coordinator.personId, role_id: 21 } });
    const entries = await trail(coordinator, id, 3);
    const contact = entries.find((e) => e.entity === 'class_contacts' && e.action === 'INSERT');
    expect(contact).toMatchObject({ record: 'the contact Cora Coordinator (Attendance Monitor)', is_offering: false });
    expect(entries.filter((e) => e.entity === 'class_days').map((e) => e.record)).toContainEqual(
      expect.stringMatching(/^class day 1 \([A-Z][a-z]{2}-\d{2}-\d{4}\)$/),
    );
    expect(entries.find((e) => e.entity === 'classes' && e.action === 'INSERT')).toMatchObject({ is_offering: true });
  });
});
