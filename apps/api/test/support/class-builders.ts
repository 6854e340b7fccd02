import { hashPassword } from '../../src/modules/auth/password-hash.ts';
import { addModule, createCourse, makeFinalizable } from './course-builders.ts';
import { as, DEMO_PASSWORD, type Session, type TestServer } from './test-server.ts';

/** Test data builders for classes: each makes what a test needs through the API, as a person would. */
type Caller = ReturnType<typeof as>;

export const FINALIZED_DEMO_COURSE = 'Partner Leadership Training Hours';

export interface ClassSpec {
  course_id?: number;
  class_title?: string;
  timezone?: string;
  facility?: string | null;
  location?: string | null;
  delivery_method_id?: number | null;
  daily_attendance_codes?: boolean;
  days?: { date: string; start_time: string; end_time: string }[];
}

/** The id of a course by title in the caller's tenant (the demo seed's Finalized courses). */
export async function courseIdByTitle(call: Caller, title = FINALIZED_DEMO_COURSE): Promise<number> {
  const res = await call('GET', `/api/course/search?search_text=${encodeURIComponent(title)}&sort=title&limit=5`);
  const found = (res.body.items as { id: number; title: string }[]).find((c) => c.title === title);
  if (!found) throw new Error(`course ${title}: ${res.status} ${JSON.stringify(res.body)}`);
  return found.id;
}

/** A date `offset` days from today, as YYYY-MM-DD. */
export const dayFromToday = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Creates a class through POST /class, by default on a Finalized demo course, two days from next week. */
export async function createClass(call: Caller, opts: ClassSpec = {}): Promise<number> {
  const body = {
    course_id: opts.course_id ?? (await courseIdByTitle(call)),
    class_title: 'Test class',
    timezone: 'America/New_York',
    days: [
      { date: dayFromToday(7), start_time: '13:00', end_time: '16:30' },
      { date: dayFromToday(8), start_time: '13:00', end_time: '16:30' },
    ],
    ...opts,
  };
  const res = await call('POST', '/api/class', { body });
  if (res.status !== 201) throw new Error(`create class: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** Puts people on the class roster directly (the roster routes belong to another part), with attendance per day. */
export async function putOnRoster(server: TestServer, classId: number, personIds: number[], attendedDays: number[] = []): Promise<void> {
  await server.db.asOwner(async (tx) => {
    for (const personId of personIds) {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO class_roster (tenant_id, class_id, person_id, created_at)
         SELECT tenant_id, id, $2, now() FROM classes WHERE id = $1 RETURNING id`,
        [classId, personId],
      );
      const rosterId = (rows[0] as { id: number }).id;
      for (const day of attendedDays)
        await tx.query(
          `INSERT INTO roster_attendance (tenant_id, roster_id, day, attended, updated_at)
           SELECT tenant_id, $1, $2, true, now() FROM class_roster WHERE id = $1`,
          [rosterId, day],
        );
    }
  });
}

/** Uploads class documentation (POST /docs/class, attachment type 32, in_class_id) as multipart/form-data. */
export async function uploadClassDocument(
  server: TestServer,
  s: Session,
  classId: number,
  typeId = 32,
): Promise<{ status: number; body: any }> {
  const form = new FormData();
  form.append('attachment_type_id', String(typeId));
  form.append('in_class_id', String(classId));
  form.append('file', new Blob(['sign-in sheet'], { type: 'text/plain' }), 'sign-in.txt');
  const res = await fetch(`${server.url}/api/docs/class`, {
    method: 'POST',
    headers: { subdomain_name: s.tenant, authorization: `Bearer ${s.token}`, user_id: String(s.personId) },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

/** Ids of the demo seed's generated learners ('Learner 0001'…). */
export async function generatedLearners(server: TestServer, count: number): Promise<number[]> {
  const { rows } = await server.db.asOwner((tx) =>
    tx.query<{ id: number }>(
      "SELECT p.id FROM persons p JOIN tenants t ON t.id = p.tenant_id WHERE t.subdomain = 'demo' AND p.display_id LIKE 'LRN-%' ORDER BY p.id LIMIT $1",
      [count],
    ),
  );
  return rows.map((r) => r.id);
}

/** A Finalized US-CPE course made through the API: Group Live by default (so class documentation is required). */
export async function finalizedUsCpeGroupLive(
  server: TestServer,
  admin: Session,
  instructor: Session,
  deliveryMethodId = 2,
): Promise<number> {
  const id = await createCourse(as(server, instructor), { title: 'Group tax', agenda_type_id: 1, delivery_method_id: deliveryMethodId });
  await addModule(as(server, instructor), id, { start_time: '09:00', end_time: '10:40', developer_id: instructor.personId });
  await makeFinalizable(as(server, admin), id, admin.personId);
  const submitted = await as(server, instructor)('POST', `/api/course/workflow/${id}`, { body: { action: 'submit' } });
  const done = await as(server, admin)('POST', `/api/course/workflow/${id}`, { body: { action: 'finalize' } });
  if (submitted.status !== 200 || done.status !== 200) throw new Error(`finalize: ${JSON.stringify(done.body)}`);
  return id;
}

/**
 * A Finalized course whose agenda has two days (09:00-11:30 on day 1, 13:00-16:40 on
 * day 2), made through the API as an instructor drafts it and an admin finalizes it.
 */
export async function finalizedTwoDayCourse(
  server: TestServer,
  admin: Session,
  instructor: Session,
  title = 'Two-day course',
): Promise<number> {
  const draft = as(server, instructor);
  const id = await createCourse(draft, { title, agenda_type_id: 1, delivery_method_id: 2 });
  const dev = { developer_id: instructor.personId };
  await addModule(draft, id, { title: 'Morning', day: 1, start_time: '09:00', end_time: '11:30', ...dev });
  await addModule(draft, id, { title: 'Afternoon one', day: 2, start_time: '13:00', end_time: '14:40', ...dev });
  await addModule(draft, id, { title: 'Afternoon two', day: 2, start_time: '15:00', end_time: '16:40', ...dev });
  await makeFinalizable(as(server, admin), id, admin.personId);
  const submitted = await draft('POST', `/api/course/workflow/${id}`, { body: { action: 'submit' } });
  const done = await as(server, admin)('POST', `/api/course/workflow/${id}`, { body: { action: 'finalize' } });
  if (submitted.status !== 200 || done.status !== 200)
    throw new Error(`finalize: ${JSON.stringify(submitted.body)} ${JSON.stringify(done.body)}`);
  return id;
}

/** A demo-tenant internal person who signs in with the demo password and holds only these codes (through a role of their own). */
export async function addPersonWithCodes(server: TestServer, username: string, codes: string[]): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD);
  await server.db.asOwner(async (tx) => {
    const t = (await tx.query<{ id: number }>("SELECT id FROM tenants WHERE subdomain = 'demo'")).rows[0]?.id;
    const role = await tx.query<{ id: number }>(
      'INSERT INTO roles (tenant_id, role_name, is_system_role) VALUES ($1, $2, true) RETURNING id',
      [t, `Only ${username}`],
    );
    const roleId = role.rows[0]?.id;
    await tx.query('INSERT INTO role_permissions (tenant_id, role_id, permission_code) SELECT $1, $2, unnest($3::text[])', [
      t,
      roleId,
      codes,
    ]);
    const p = await tx.query<{ id: number }>(
      `INSERT INTO persons (tenant_id, person_type, username, display_id, name_primary_first, name_primary_last, status, password_hash)
       VALUES ($1, 'internal', $2, $2, 'Test', 'Person', 'Active', $3) RETURNING id`,
      [t, username, hash],
    );
    await tx.query('INSERT INTO person_roles (tenant_id, person_id, role_id) VALUES ($1, $2, $3)', [t, p.rows[0]?.id, roleId]);
  });
}
