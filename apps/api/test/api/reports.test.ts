import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClass } from '../support/factories/classes.ts';
import { createCourse } from '../support/factories/courses.ts';
import { createRequest } from '../support/factories/external-cpe.ts';
import { addPersonWithCodes } from '../support/factories/people.ts';
import { rowObjects, runReport } from '../support/factories/reports.ts';
import { seedCreditsOfEverySource } from '../support/factories/transcripts.ts';
import { readXlsx } from '../support/read-xlsx.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * The reports' numbers (ADR 0041) on data made for the test: a person with credits of every
 * source and an office, a class with a roster, new courses and requests, a license behind its
 * requirement. Each run goes through the job to progress 100; downloads are formula-safe.
 */
let server: TestServer;
let admin: Session;
let call: ReturnType<typeof as>;
let personId: number;
const OFFICE = 'Report Office QA';
const START = new Date('2030-06-03T15:00:00Z');

beforeAll(async () => {
  ({ server, admin } = await startSignedIn({ start: START }));
  call = as(server, admin);
  personId = await addPersonWithCodes(server, 'report.subject', []);
  await seedCreditsOfEverySource(server, personId);
  await server.db.asOwner((tx) => tx.query('UPDATE persons SET office = $2 WHERE id = $1', [personId, OFFICE]));
});
afterAll(() => server?.close());

describe('CPE credits report', () => {
  it('sums the transcripts by field of study and year for the office; progress reaches 100', async () => {
    const { run, progress } = await runReport(call, 'credits', { office: OFFICE, interval: 'year' });
    expect(progress.at(-1)).toBe(100);
    expect(run.columns.map((c: { key: string }) => c.key)).toEqual(['person', 'office', 'field_of_study', 'period', 'credits']);
    const fields = (await call('GET', '/api/reports/filters')).body.fields_of_study as { id: number; name: string }[];
    const name = (id: number) => fields.find((f) => f.id === id)?.name;
    const got = rowObjects(run).map((r) => [r.field_of_study, r.period, r.credits]);
    expect(got).toEqual(
      expect.arrayContaining([
        [name(20), '2025', 4],
        [name(5), '2025', 2],
        [name(1), '2025', 3],
        [name(7), '2025', 1.5],
        [name(3), '2026', 2.5],
        [name(17), '2026', 2],
        [name(20), '2026', 1],
      ]),
    );
    expect(got).toHaveLength(7);
    expect(rowObjects(run).every((r) => r.office === OFFICE)).toBe(true);
    expect(run.chart.labels[0]).toBe(name(20));
    expect(run.chart.series[0].values[0]).toBe(5);
  });

  it('filters by field of study and period, and by quarter', async () => {
    const taxes = await runReport(call, 'credits', { office: OFFICE, field_of_study_id: 20, from: '2026-01-01', to: '2026-12-31' });
    expect(taxes.run.rows.map((r: unknown[]) => r.slice(2))).toEqual([[expect.any(String), '2026', 1]]);
    const quarters = await runReport(call, 'credits', { office: OFFICE, interval: 'quarter', to: '2025-12-31' });
    expect(rowObjects(quarters.run).map((r) => r.period)).toEqual(['2025-Q1', '2025-Q1', '2025-Q2', '2025-Q3']);
  });

  it('sorts and pages a finished run', async () => {
    const { id } = await runReport(call, 'credits', { office: OFFICE });
    const page = await call('GET', `/api/reports/runs/${id}?sort=credits&dir=desc&page=1&page_size=2`);
    expect(page.body.total_rows).toBe(7);
    expect(page.body.rows.map((r: unknown[]) => r[4])).toEqual([4, 3]);
    const bad = await call('GET', `/api/reports/runs/${id}?sort=nope`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('querystring.sort');
  });
});

describe('class attendance report and the downloads', () => {
  const TITLE = '=HYPERLINK("http://evil.example","x")';
  let runId: number;

  beforeAll(async () => {
    await createCourse(call, { title: TITLE });
    await insertClass(server, {
      title: 'Report class',
      courseTitle: TITLE,
      days: [{ date: '2031-03-05' }, { date: '2031-03-06' }],
      learners: [
        { username: 'learner', attended: [1] },
        { username: 'coordinator', attended: [] },
      ],
    });
    const { id, run } = await runReport(call, 'attendance', { from: '2031-03-01', to: '2031-03-31', status: 'Uncertified' });
    runId = id;
    expect(rowObjects(run)).toEqual([
      expect.objectContaining({
        class_title: 'Report class',
        course_title: TITLE,
        status: 'Uncertified',
        roster: 2,
        attended: 1,
        attendance_rate: 50,
      }),
    ]);
  });

  it('CSV: the course title is neutralized and quoted', async () => {
    const res = await call('GET', `/api/reports/runs/${runId}/csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const text = String(res.body);
    expect(text.split('\r\n')[0]).toBe('Class,Course,Start date,Delivery method,Status,Roster,Attended,Attendance rate (%)');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(text).toContain(',Uncertified,2,1,50\r\n');
  });

  it('XLSX: the same rows, the title as text starting with an apostrophe', async () => {
    const res = await fetch(`${server.url}/api/reports/runs/${runId}/xlsx`, {
      headers: { subdomain_name: admin.tenant, authorization: `Bearer ${admin.token}`, user_id: String(admin.personId) },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const [sheet] = readXlsx(new Uint8Array(await res.arrayBuffer()));
    expect(sheet?.rows[0]).toEqual([
      'Class',
      'Course',
      'Start date',
      'Delivery method',
      'Status',
      'Roster',
      'Attended',
      'Attendance rate (%)',
    ]);
    expect(sheet?.rows[1]?.[1]).toBe(`'${TITLE}`);
    expect(sheet?.rows[1]?.slice(4)).toEqual(['Uncertified', '2', '1', '50']);
  });
});

describe('requests, courses and behind reports', () => {
  it('requests: new drafts are under 7 days old; one made 40 days ago is 30–90 days old', async () => {
    const day = START.toISOString().slice(0, 10);
    const ids: number[] = [];
    for (const t of ['Report request A', 'Report request B']) ids.push(await createRequest(server, admin, t));
    const fresh = await runReport(call, 'requests', { from: day, to: day, status: 'Draft' });
    expect(rowObjects(fresh.run)).toEqual([
      { request_type: 'External CPE', status: 'Draft', age_1: 2, age_2: 0, age_3: 0, age_4: 0, total: 2 },
    ]);
    // A request of 40 days ago (the clock stays: sessions would time out).
    const earlier = new Date(START.getTime() - 40 * 86_400_000);
    await server.db.asOwner((tx) => tx.query('UPDATE external_cpe_requests SET created_at = $2 WHERE id = $1', [ids[0], earlier]));
    const day40 = earlier.toISOString().slice(0, 10);
    const later = await runReport(call, 'requests', { from: day40, to: day, status: 'Draft' });
    const ext = rowObjects(later.run).find((r) => r.request_type === 'External CPE');
    expect(ext).toMatchObject({ age_1: 1, age_3: 1 });
  });

  it('courses: two new Draft courses of a delivery method add two to its count', async () => {
    const count = async () => {
      const { run } = await runReport(call, 'courses', { status: 'Draft', delivery_method_id: 2 });
      return (rowObjects(run)[0]?.courses as number | undefined) ?? 0;
    };
    const before = await count();
    await createCourse(call, { title: 'Report course 1', delivery_method_id: 2 });
    await createCourse(call, { title: 'Report course 2', delivery_method_id: 2 });
    expect(await count()).toBe(before + 2);
  });

  it('behind: a license short of its requirement, not behind at the period start', async () => {
    const boards = (await call('GET', '/api/jurisdictions')).body as { code: string; id: number }[];
    const fl = boards.find((b) => b.code === 'FL')?.id;
    const requirement = {
      period_years: 2,
      total_credits: 40,
      min_ethics_credits: 0,
      min_technical_credits: 0,
      max_non_technical_credits: null,
    };
    expect((await call('PUT', `/api/jurisdictions/${fl}/requirement`, { body: requirement })).status).toBe(200);
    const license = {
      jurisdiction_id: fl,
      license_number: 'AC-REP-1',
      status: 'Active',
      period_start: '2025-01-01',
      period_end: '2026-12-31',
    };
    const made = await call('POST', `/api/person/jurisdictions/${personId}`, { body: license });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const ended = await runReport(call, 'behind', { office: OFFICE, as_of: '2027-01-05' });
    expect(rowObjects(ended.run)).toEqual([
      expect.objectContaining({
        office: OFFICE,
        jurisdiction: 'FL',
        license_number: 'AC-REP-1',
        required: 40,
        counted: 16,
        expected: 40,
        short_by: 24,
      }),
    ]);
    const midway = await runReport(call, 'behind', { office: OFFICE, as_of: '2026-01-01' });
    expect(rowObjects(midway.run)).toEqual([expect.objectContaining({ expected: 20, short_by: 4 })]);
    const atStart = await runReport(call, 'behind', { office: OFFICE, as_of: '2025-01-01' });
    expect(atStart.run.rows).toEqual([]);
  });
});
