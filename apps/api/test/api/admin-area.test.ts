import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../support/read-xlsx.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/** The admin area's health check, IRS CE administration and checklist settings (ADR 0038). */
let server: TestServer;
let admin: Session;
let accadmin: Session;
let learner: Session;
let acmeAdmin: Session;

beforeAll(async () => {
  ({ server, admin, learner, acmeAdmin } = await startSignedIn());
  accadmin = await server.login('accadmin');
  // Starting a seeded server takes long on a busy machine.
}, 180_000);
afterAll(() => server?.close());

const owner = <T>(sql: string, values: unknown[] = []) => server.db.asOwner(async (tx) => (await tx.query<T>(sql, values)).rows);

describe('GET /api/admin/health', () => {
  it('measures every part for the account administrator; the summary is the worst', async () => {
    const res = await as(server, accadmin)('GET', '/api/admin/health');
    expect(res.status).toBe(200);
    const parts = res.body.parts as { key: string; state: string; value: string; message: string }[];
    expect(parts.map((p) => p.key).sort()).toEqual(['database', 'jobs', 'lms', 'mail', 'migrations', 'storage']);
    for (const p of parts) expect(p.state, `${p.key}: ${p.message}`).toBe('ok');
    expect(res.body.state).toBe('ok');
    expect(parts.find((p) => p.key === 'database')?.value).toMatch(/^[0-9.]+ ms$/);
    const migrations = parts.find((p) => p.key === 'migrations');
    // The newest migration file on disk is the latest applied.
    const files = (await readdir(new URL('../../migrations/', import.meta.url))).filter((f) => f.endsWith('.sql')).sort();
    expect(migrations?.message).toContain(files[files.length - 1]);
    // No configuration value travels: not the folders, not the LMS URL.
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(server.config.storageDir);
    if (server.config.lmsUrl) expect(text).not.toContain(server.config.lmsUrl);
  });

  it('a failed job of the last 24 hours degrades the job queue', async () => {
    const [queue] = await owner<{ name: string }>("SELECT name FROM pgboss.queue WHERE name NOT LIKE '\\_\\_%' LIMIT 1");
    await owner(`INSERT INTO pgboss.job (name, state, completed_on, data) VALUES ($1, 'failed', now(), '{}'::jsonb)`, [queue?.name]);
    const res = await as(server, accadmin)('GET', '/api/admin/health');
    const jobs = (res.body.parts as { key: string; state: string; details: { label: string; value: string }[] }[]).find(
      (p) => p.key === 'jobs',
    );
    expect(jobs?.state).toBe('degraded');
    expect(res.body.state).toBe('degraded');
    expect(jobs?.details.find((d) => d.label === queue?.name)?.value).toContain('1 failed in 24 h');
    await owner("DELETE FROM pgboss.job WHERE name = $1 AND state = 'failed'", [queue?.name]);
  });

  it('refuses an Admin (403) and the anonymous (401)', async () => {
    expect((await as(server, admin)('GET', '/api/admin/health')).status).toBe(403);
    expect((await server.call('GET', '/api/admin/health')).status).toBe(401);
  });
});

describe('IRS CE programs', () => {
  let programId = 0;
  let courseId = 0;
  let classId = 0;

  beforeAll(async () => {
    // A certified class of the demo tenant with transcripts: its course becomes an IRS CE course.
    const [row] = await owner<{ class_id: number; course_id: number }>(
      `SELECT k.id AS class_id, k.course_id FROM classes k JOIN tenants t ON t.id = k.tenant_id AND t.subdomain = 'demo'
        WHERE k.status = 'Certified' AND EXISTS (SELECT 1 FROM transcripts x WHERE x.class_id = k.id) ORDER BY k.id LIMIT 1`,
    );
    if (!row) throw new Error('the demo seed has no certified class with transcripts');
    ({ class_id: classId, course_id: courseId } = row);
  });

  it('refuses a number not in IRS format, naming the field', async () => {
    for (const bad of ['ABCDE-X-00001-24', 'ABCD-T-00001-24', 'ABCDE-T-0001-24', 'ABCDE-T-00001-2024', '']) {
      const res = await as(server, admin)('POST', '/api/admin/irs/programs', {
        body: { program_number: bad, title: 'Tax update', ce_hours: 2, course_ids: [] },
      });
      expect(res.status, bad).toBe(400);
      expect(res.body.errors[0].field).toBe('body.program_number');
    }
    const hours = await as(server, admin)('POST', '/api/admin/irs/programs', {
      body: { program_number: 'ABCDE-T-00001-24', title: 'Tax update', ce_hours: 0, course_ids: [] },
    });
    expect(hours.body.errors[0].field).toBe('body.ce_hours');
  });

  it('registers a program (lower case accepted), links its course, and refuses it twice', async () => {
    const res = await as(server, admin)('POST', '/api/admin/irs/programs', {
      body: { program_number: 'abc12-u-00042-24', title: 'Federal tax update', ce_hours: 2, course_ids: [courseId] },
    });
    expect(res.status).toBe(201);
    programId = res.body.id;
    const again = await as(server, admin)('POST', '/api/admin/irs/programs', {
      body: { program_number: 'ABC12-U-00042-24', title: 'Again', ce_hours: 1, course_ids: [] },
    });
    expect(again.status).toBe(409);
    const list = (await as(server, admin)('GET', '/api/admin/irs/programs')).body as {
      id: number;
      program_number: string;
      program_type: string;
      courses: { id: number }[];
    }[];
    const mine = list.find((p) => p.id === programId);
    expect(mine).toMatchObject({ program_number: 'ABC12-U-00042-24', program_type: 'Federal Tax Law Update' });
    expect(mine?.courses.map((c) => c.id)).toEqual([courseId]);
    expect(await owner('SELECT is_irs_ce, irs_program_number FROM courses WHERE id = $1', [courseId])).toEqual([
      { is_irs_ce: true, irs_program_number: 'ABC12-U-00042-24' },
    ]);
  });

  it('a new number is carried over to its courses', async () => {
    const res = await as(server, admin)('PUT', `/api/admin/irs/programs/${programId}`, {
      body: { program_number: 'ABC12-T-00043-25', title: 'Federal tax law', ce_hours: 2, course_ids: [courseId] },
    });
    expect(res.status).toBe(200);
    expect(await owner('SELECT irs_program_number FROM courses WHERE id = $1', [courseId])).toEqual([
      { irs_program_number: 'ABC12-T-00043-25' },
    ]);
  });

  it('the report files attendees with a valid PTIN and lists the others as problems', async () => {
    const people = await owner<{ person_id: number; tenant_id: number }>(
      'SELECT DISTINCT person_id, tenant_id FROM transcripts WHERE class_id = $1 ORDER BY person_id',
      [classId],
    );
    expect(people.length).toBeGreaterThan(0);
    const [good, bad] = people;
    await owner("INSERT INTO person_ids (tenant_id, person_id, id_type, value) VALUES ($1, $2, 'PTIN', 'p01234567')", [
      good?.tenant_id,
      good?.person_id,
    ]);
    if (bad)
      await owner("INSERT INTO person_ids (tenant_id, person_id, id_type, value) VALUES ($1, $2, 'PTIN', 'P1234')", [
        bad.tenant_id,
        bad.person_id,
      ]);
    const res = await as(server, admin)('GET', '/api/admin/irs/report?from=2000-01-01&to=2099-12-31');
    expect(res.status).toBe(200);
    const filed = (res.body.rows as { person_id: number; ptin: string; program_number: string; ce_hours: number }[]).filter(
      (r) => r.program_number === 'ABC12-T-00043-25',
    );
    expect(filed).toEqual([expect.objectContaining({ person_id: good?.person_id, ptin: 'P01234567' })]);
    expect(filed[0]?.ce_hours).toBeGreaterThan(0);
    const problems = res.body.problems as { person_id: number; problem: string }[];
    if (bad) expect(problems.find((p) => p.person_id === bad.person_id)?.problem).toBe('The PTIN must be P followed by 8 digits.');
    for (const other of people.slice(2)) expect(problems.find((p) => p.person_id === other.person_id)?.problem).toBe('No PTIN on file.');

    const file = await fetch(`${server.url}/api/admin/irs/report/file?from=2000-01-01&to=2099-12-31&format=xlsx`, {
      headers: { subdomain_name: 'demo', authorization: `Bearer ${admin.token}` },
    });
    expect(file.status).toBe(200);
    const [sheet] = readXlsx(new Uint8Array(await file.arrayBuffer()));
    expect(sheet?.rows[0]).toEqual(['First Name', 'Last Name', 'PTIN', 'Program Number', 'CE Hours', 'Completion Date']);
    expect(
      sheet?.rows
        .slice(1)
        .filter((r) => r[3] === 'ABC12-T-00043-25')
        .map((r) => r[2]),
    ).toEqual(['P01234567']);
    const csv = await as(server, admin)('GET', '/api/admin/irs/report/file?from=2000-01-01&to=2099-12-31&format=csv');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(String(csv.body)).toContain('P01234567');
    expect(String(csv.body)).not.toContain('P1234\r');
  });

  it('refuses a bad period, a learner, and the anonymous', async () => {
    const backwards = await as(server, admin)('GET', '/api/admin/irs/report?from=2025-02-01&to=2025-01-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors[0].field).toContain('to');
    expect((await as(server, admin)('GET', '/api/admin/irs/report?from=2025-02-30&to=2025-03-01')).status).toBe(400);
    expect((await as(server, learner)('GET', '/api/admin/irs/programs')).status).toBe(403);
    expect((await server.call('GET', '/api/admin/irs/programs')).status).toBe(401);
  });

  it("another tenant's program and course are 404, and its lists and report do not show them", async () => {
    const acme = as(server, acmeAdmin);
    const body = { program_number: 'ZZZZZ-E-00001-24', title: 'Ethics', ce_hours: 2, course_ids: [] as number[] };
    expect((await acme('PUT', `/api/admin/irs/programs/${programId}`, { body })).status).toBe(404);
    expect((await acme('POST', '/api/admin/irs/programs', { body: { ...body, course_ids: [courseId] } })).status).toBe(404);
    expect(((await acme('GET', '/api/admin/irs/programs')).body as { id: number }[]).map((p) => p.id)).not.toContain(programId);
    expect(((await acme('GET', '/api/admin/irs/courses')).body as { id: number }[]).map((c) => c.id)).not.toContain(courseId);
    const report = (await acme('GET', '/api/admin/irs/report?from=2000-01-01&to=2099-12-31')).body;
    expect(JSON.stringify(report)).not.toContain('ABC12-T-00043-25');
    expect(await owner('SELECT program_number FROM irs_programs WHERE id = $1', [programId])).toEqual([
      { program_number: 'ABC12-T-00043-25' },
    ]);
  });
});
