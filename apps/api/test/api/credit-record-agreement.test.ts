import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLmsSandbox } from '../../src/lms-sandbox/server.ts';
import { lmsLearnerIds } from '../../src/modules/classes/sync/class-lms-roster.ts';
import { download } from '../support/certificate-reading.ts';
import { eventually } from '../support/eventually.ts';
import { declareDays, openAoa, verifyCode } from '../support/factories/aoa.ts';
import { insertClass } from '../support/factories/classes.ts';
import { addModule, type Caller, createCourse, makeFinalizable } from '../support/factories/courses.ts';
import { addPersonWithCodes, personIdOf } from '../support/factories/people.ts';
import { rowObjects, runReport } from '../support/factories/reports.ts';
import { as, type Session, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Issue 27, ADR 0051: one figure everywhere. A 350-minute Group Live course (Taxes 115,
 * Accounting 115, Auditing 120 minutes) is certified for a learner who attended everything, one
 * who missed half an hour of Taxes, and one who was added by an affidavit (missing an hour of
 * Auditing) and then Re-Certified; learner by learner, the transcript, the certificate's
 * verification, the LMS sandbox's completion, the AOA screen, the roster, the IRS CE report and
 * the credits report say the same total and split, which add up.
 */
let sandbox: Awaited<ReturnType<typeof startLmsSandbox>>;
let server: TestServer;
let admin: Session;
let instructor: Session;
let aoaLearner: Session;

const DAY = '2026-10-05';
const FOS = { accounting: 1, auditing: 3, taxes: 20 } as const;
const COURSE = 'Agreement: 350 minutes in three fields';

beforeAll(async () => {
  sandbox = await startLmsSandbox({ port: 0, latencyMs: 10 });
  // After the class day, before the code's AOA expiry.
  server = await startTestServer({ env: { LMS_URL: sandbox.url }, start: new Date('2026-10-10T12:00:00Z') });
  admin = await server.login('admin');
  instructor = await server.login('instructor');
  await addPersonWithCodes(server, 'agree.aoa', []);
  aoaLearner = await server.login('agree.aoa');
});
afterAll(async () => {
  await server?.close();
  await sandbox?.close();
});

const owner = <T>(sql: string, params: unknown[] = []) => server.db.asOwner((tx) => tx.query<T>(sql, params)).then((r) => r.rows);

async function finalizedCourse(): Promise<number> {
  const draft: Caller = as(server, instructor);
  const id = await createCourse(draft, { title: COURSE, agenda_type_id: 1, delivery_method_id: 2 });
  const dev = { developer_id: instructor.personId };
  await addModule(draft, id, {
    title: 'Taxes',
    start_time: '09:00',
    end_time: '10:55',
    allocations: [{ field_of_study_id: FOS.taxes, percent: 100 }],
    ...dev,
  });
  await addModule(draft, id, {
    title: 'Accounting',
    start_time: '11:00',
    end_time: '12:55',
    allocations: [{ field_of_study_id: FOS.accounting, percent: 100 }],
    ...dev,
  });
  await addModule(draft, id, {
    title: 'Auditing',
    start_time: '13:00',
    end_time: '15:00',
    allocations: [{ field_of_study_id: FOS.auditing, percent: 100 }],
    ...dev,
  });
  await makeFinalizable(as(server, admin), id, admin.personId);
  expect((await draft('POST', `/api/course/workflow/${id}`, { body: { action: 'submit' } })).status).toBe(200);
  expect((await as(server, admin)('POST', `/api/course/workflow/${id}`, { body: { action: 'finalize' } })).status).toBe(200);
  await owner("UPDATE courses SET is_irs_ce = true, irs_program_number = 'ABC12-U-00042-26' WHERE id = $1", [id]);
  return id;
}

async function certify(classId: number): Promise<void> {
  const res = await as(server, admin)('PUT', `/api/class/certify/${classId}`, { body: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await eventually(
    async () => {
      const status = await as(server, admin)('GET', `/api/external-requests/status/${res.body.request_id}`);
      expect(status.body.status).not.toBe('failed');
      return status.body.status === 'done';
    },
    { what: 'the certification' },
  );
}

/** A US-CPE Group Live class carries its class documentation (attachment type 32). */
const classDocumentation = (classId: number) =>
  owner(
    `INSERT INTO documents (tenant_id, learning_object_type_id, learning_object_id, attachment_type_id, doc_name, content_type, size_bytes,
                            sha256, storage_key, created_by, created_at)
     SELECT tenant_id, 3, id, 32, 'sign-in.pdf', 'application/pdf', 1, repeat('0', 64), 'none', created_by, now() FROM classes WHERE id = $1`,
    [classId],
  );

type Split = Record<string, number>;
const sum = (split: Split) => Math.round(Object.values(split).reduce((s, c) => s + c * 10, 0)) / 10;

describe('one credit record per completion, the same figure everywhere', () => {
  it('certifies full, partial and affidavit attendance, and every reader says what the record says', async () => {
    await finalizedCourse();
    const people = {
      full: await personIdOf(server, 'learner'),
      partial: await personIdOf(server, 'external.learner'),
      aoa: aoaLearner.personId,
    };
    // PTINs: the IRS report's rows, and each learner's id in the LMS.
    const ptin = { [people.full]: 'P10000001', [people.partial]: 'P10000002', [people.aoa]: 'P10000003' };
    for (const [id, value] of Object.entries(ptin)) {
      await owner(
        "INSERT INTO person_ids (tenant_id, person_id, id_type, value, is_primary) SELECT tenant_id, id, 'PTIN', $2, true FROM persons WHERE id = $1",
        [Number(id), value],
      );
    }
    const { classId, codes } = await insertClass(server, {
      title: 'Agreement class',
      courseTitle: COURSE,
      courseStatus: 'Finalized',
      days: [{ date: DAY, start_time: '09:00', end_time: '15:00' }],
      codes: [{ expiration: new Date('2026-10-05T23:00:00Z'), aoaExpiration: new Date('2026-11-05T23:00:00Z') }],
      learners: [
        { username: 'learner', attended: [1] },
        { username: 'external.learner', attended: [1], missed: [{ day: 1, startAt: '09:30', returnedAt: '10:00' }] },
      ],
      instructors: ['instructor'],
      coordinators: ['coordinator'],
    });
    await classDocumentation(classId);
    await certify(classId);

    // The affidavit of a learner who missed the check-in, verified by the class's code: approved at once.
    const requestId = await openAoa(server, aoaLearner, classId);
    expect((await verifyCode(server, aoaLearner, requestId, classId, (codes[0] as { code: string }).code)).body.is_valid_attend_code).toBe(
      1,
    );
    expect(
      (await declareDays(server, aoaLearner, requestId, [1], { days: 1, missed: [{ day: 1, startAt: '13:00', returnedAt: '14:00' }] }))
        .status,
    ).toBe(200);
    const submitted = await as(server, aoaLearner)('PUT', '/api/aoa/submit', { body: { requestId, isConfirmed: 1, isSubmitted: 1 } });
    expect(submitted.body.request_status, JSON.stringify(submitted.body)).toBe('Approved');
    // Re-Certify: the LMS gets the affidavit's completion; the others' records are unchanged.
    await certify(classId);

    const records = await owner<{
      person_id: number;
      version: number;
      live: boolean;
      total: string | number;
      minutes: string | number | null;
    }>(
      'SELECT person_id, version, superseded_at IS NULL AS live, total, minutes FROM credit_records WHERE class_id = $1 ORDER BY person_id, version',
      [classId],
    );
    // One version each: a Re-Certify that changes nothing writes nothing.
    expect(records.map((r) => [r.person_id, r.version, r.live])).toEqual(
      [people.full, people.partial, people.aoa].sort((a, b) => a - b).map((p) => [p, 1, true]),
    );
    const expected = {
      // 350 min ÷ 50 = 7.0; 35 fifths shared 11.5 / 11.5 / 12: the last fifth to the tie's lower id (Accounting).
      [people.full]: { total: 7, minutes: 350, irs: 7, split: { Accounting: 2.4, Auditing: 2.4, Taxes: 2.2 } },
      // 30 minutes of Taxes missed: 320 min → 6.4.
      [people.partial]: { total: 6.4, minutes: 320, irs: 6, split: { Accounting: 2.4, Auditing: 2.4, Taxes: 1.6 } },
      // An hour of Auditing missed: 290 min → 5.8.
      [people.aoa]: { total: 5.8, minutes: 290, irs: 5, split: { Accounting: 2.4, Auditing: 1.2, Taxes: 2.2 } },
    };
    for (const r of records)
      expect([Number(r.total), Number(r.minutes)]).toEqual([expected[r.person_id]?.total, expected[r.person_id]?.minutes]);

    const lmsId = (await owner<{ lms_id: string; tenant_id: number }>('SELECT lms_id, tenant_id FROM classes WHERE id = $1', [classId]))[0];
    // Each learner's id in the LMS, by the server's own rule.
    const lmsIds = await server.db.withTenant({ tenantId: lmsId?.tenant_id ?? 0 }, (tx) => lmsLearnerIds(tx, Object.values(people)));
    const lms = sandbox.state().systems['SAP:demo'];
    expect(lms?.classes[lmsId?.lms_id as string]?.status).toBe('Certified');
    const irs = await as(server, admin)('GET', '/api/admin/irs/report?from=2026-10-01&to=2026-10-31');
    expect(irs.status, JSON.stringify(irs.body)).toBe(200);
    const { run } = await runReport(as(server, admin), 'credits', { from: '2026-10-01', to: '2026-10-31' });
    const reportRows = rowObjects(run);
    const roster = (await as(server, admin)('GET', `/api/class/roster/${classId}`)).body;

    for (const personId of [people.full, people.partial, people.aoa]) {
      const want = expected[personId];
      if (!want) throw new Error('no expectation');
      expect(sum(want.split)).toBe(want.total);
      // The transcript (the learner's own, as the learner home reads it).
      const transcript = (await as(server, admin)('GET', `/api/person/transcripts/${personId}`)).body;
      const entry = transcript.entries.find((e: { class_id: number | null }) => e.class_id === classId);
      expect(entry.credits).toBe(want.total);
      expect(
        Object.fromEntries(entry.fos_data.map((f: { field_of_study: string; credits: number }) => [f.field_of_study, f.credits])),
      ).toEqual(want.split);
      // The certificate and its public verification page.
      const pdf = await download(server, `/api/certificates/class/${classId}/person/${personId}`, admin);
      expect(pdf.status).toBe(200);
      const verified = (await server.call('GET', `/api/certificates/verify?code=${pdf.headers.get('x-certificate-code')}`)).body;
      const facts = verified.facts;
      expect(facts.total_credits).toBe(want.total);
      expect(
        Object.fromEntries(facts.credits_by_field.map((f: { field_of_study: string; credits: number }) => [f.field_of_study, f.credits])),
      ).toEqual(want.split);
      // The LMS's completion.
      const completion = lms?.completions[lmsId?.lms_id as string]?.[lmsIds.get(personId) as string];
      expect(completion?.credits).toBe(want.total);
      expect(
        Object.fromEntries((completion?.fields ?? []).map((f: { fieldOfStudy: string; credits: number }) => [f.fieldOfStudy, f.credits])),
      ).toEqual(want.split);
      // The IRS CE report: hours from the record's minutes, rounded once.
      expect(irs.body.rows.find((r: { person_id: number }) => r.person_id === personId)?.ce_hours).toBe(want.irs);
      // The credits report (and so its CSV and XLSX): the person's October by field of study is their transcript's.
      const name = (
        await owner<{ name: string }>("SELECT name_primary_first || ' ' || name_primary_last AS name FROM persons WHERE id = $1", [
          personId,
        ])
      )[0]?.name;
      const october = (await as(server, admin)('GET', `/api/person/transcripts/${personId}?from=2026-10-01&to=2026-10-31`)).body;
      const reported = reportRows.filter((r) => r.person === name).map((r) => [r.field_of_study, Number(r.credits)]);
      expect(Object.fromEntries(reported)).toEqual(
        Object.fromEntries(october.totals.by_field.map((f: { field_of_study: string; credits: number }) => [f.field_of_study, f.credits])),
      );
      // The roster computes by the same rules.
      const row = roster.roster.find((r: { person_id: number }) => r.person_id === personId);
      expect(Math.round(row.credits.reduce((s: number, c: { credits: number }) => s + c.credits * 10, 0)) / 10).toBe(want.total);
    }
    // The AOA screen, once approved, shows the record.
    const rosterId = roster.roster.find((r: { person_id: number }) => r.person_id === people.aoa).class_roster_id;
    const info = (await as(server, aoaLearner)('POST', '/api/aoa/roster-info', { body: { rosterId, requestId } })).body;
    expect(Math.round(info.roster.credits.reduce((s: number, c: { credits: number }) => s + c.credits * 10, 0)) / 10).toBe(5.8);
  });
});
