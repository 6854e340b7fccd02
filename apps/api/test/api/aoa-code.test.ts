import { AOA_MESSAGES } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AOA_DAY1, AOA_DAY2, AOA_NOW, aoaClass, declareDays, openAoa, verifyCode } from '../support/factories/aoa.ts';
import { type SignedIn, startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * Affidavits verified by attendance code (its steps and statuses, PUT /aoa/validate-attend-code, PUT
 * /aoa/submit): the code's AOA expiry governs; success puts the requestor on the roster
 * (method 4) without marking attendance; a code-verified, confirmed submit is Approved at once
 * and writes the declared days onto the roster; an expired code at submit clears the method.
 */
let s: SignedIn;
let server: TestServer;
let learner: Session;
let coordinator: Session;

beforeAll(async () => {
  s = await startSignedIn({ start: AOA_NOW });
  ({ server, learner, coordinator } = s);
});
afterAll(() => s?.server.close());

const rosterOf = async (classId: number) => (await as(server, s.admin)('GET', `/api/class/roster/${classId}`)).body;

describe('verification by code', () => {
  it('verifies, adds the requestor by method 4 without attendance, and enables Attendance', async () => {
    const { classId, codes } = await aoaClass(server);
    const requestId = await openAoa(server, learner, classId);
    let aoa = (await as(server, learner)('GET', `/api/aoa/${requestId}`)).body;
    expect(aoa.aoaDetails).toMatchObject({ request_status: 'Draft', classId, rosterId: null, verificationType: null });
    expect(aoa.steps.map((st: { key: string; enabled: boolean }) => [st.key, st.enabled])).toEqual([
      ['verification', true],
      ['attendance', false],
      ['confirmation', false],
      ['approval', true],
      ['audit', true],
    ]);
    expect(aoa.abilities).toMatchObject({ canEdit: true, canSubmit: true, canApprove: false, canSeeCodeSection: true });
    expect(aoa.aoaHeader.filter((h: { main: boolean }) => h.main).map((h: { label: string }) => h.label)).toHaveLength(4);

    const res = await verifyCode(server, learner, requestId, classId, (codes[0] as { code: string }).code.toLowerCase());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ is_valid_attend_code: 1, is_expired: 0, error: null, message: AOA_MESSAGES.codeVerified });
    const roster = await rosterOf(classId);
    expect(roster.roster).toHaveLength(1);
    expect(roster.roster[0]).toMatchObject({ person_id: learner.personId, roster_add_method_id: 4, class_roster_id: res.body.rosterId });
    expect(Object.values(roster.roster[0].days).map((d) => (d as { attendedDay: number }).attendedDay)).toEqual([0, 0]);

    aoa = (await as(server, learner)('GET', `/api/aoa/${requestId}`)).body;
    expect(aoa.aoaDetails).toMatchObject({ verifyTypeId: 1, verificationType: 'Attendance Code', rosterId: res.body.rosterId });
    expect(aoa.steps.find((st: { key: string }) => st.key === 'attendance').enabled).toBe(true);
    expect(aoa.steps.find((st: { key: string }) => st.key === 'confirmation').enabled).toBe(false);

    // The spec's own call after a verified code: idempotent, the existing row.
    const again = await as(server, learner)('POST', `/api/class/participant/${classId}`, {
      body: { in_person_id: learner.personId, in_is_external_learner: 0, in_created_by: learner.personId, in_roster_add_method_id: 4 },
    });
    expect(again.status).toBe(201);
    expect(again.body.class_roster_id).toBe(res.body.rosterId);
  });

  it('refuses an expired code (Attendance Code Expired) and another class’s code (does not match the selected class), changing nothing', async () => {
    const expired = await aoaClass(server, { codes: [{ aoaExpiration: new Date('2026-10-09T00:00:00Z') }] });
    const other = await aoaClass(server);
    const requestId = await openAoa(server, learner, expired.classId);
    const late = await verifyCode(server, learner, requestId, expired.classId, (expired.codes[0] as { code: string }).code);
    expect(late.body).toEqual({ is_valid_attend_code: 0, is_expired: 1, error: AOA_MESSAGES.codeExpired, message: null, rosterId: null });
    const wrong = await verifyCode(server, learner, requestId, expired.classId, (other.codes[0] as { code: string }).code);
    expect(wrong.body).toMatchObject({ is_valid_attend_code: 0, is_expired: 0, error: AOA_MESSAGES.codeWrongClass });
    expect((await rosterOf(expired.classId)).roster).toHaveLength(0);
    const bad = await verifyCode(server, learner, requestId, other.classId, 'ABCDEFGH');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('body.classId');
  });

  it('refuses a learner adding themself by method 4 without a code-verified affidavit', async () => {
    const { classId } = await aoaClass(server);
    const res = await as(server, s.external)('POST', `/api/class/participant/${classId}`, {
      body: { in_person_id: s.external.personId, in_is_external_learner: 1, in_roster_add_method_id: 4 },
    });
    expect(res.status).toBe(403);
    // Staff behaviour is unchanged: a learner of the firm added by hand.
    const staff = await as(server, s.admin)('POST', `/api/class/participant/${classId}`, {
      body: { in_person_id: s.external.personId, in_is_external_learner: 1 },
    });
    expect(staff.status).toBe(201);
  });
});

describe('submit', () => {
  it('approves a code-verified, confirmed affidavit at once and writes the declared days to the roster', async () => {
    const { classId, codes } = await aoaClass(server);
    const requestId = await openAoa(server, learner, classId);
    await verifyCode(server, learner, requestId, classId, (codes[0] as { code: string }).code);
    const notYet = await as(server, learner)('PUT', '/api/aoa/submit', { body: { requestId, isConfirmed: 1, isSubmitted: 1 } });
    expect(notYet.body).toMatchObject({ request_status: 'Draft', error: AOA_MESSAGES.needsAttendedDay });
    const saved = await declareDays(server, learner, requestId, [2], { missed: [{ day: 2, startAt: '14:00', returnedAt: '14:30' }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const info = await as(server, learner)('POST', '/api/aoa/roster-info', {
      body: { rosterId: (await rosterOf(classId)).roster[0].class_roster_id },
    });
    expect(info.status, JSON.stringify(info.body)).toBe(200);
    expect(info.body.days).toEqual([AOA_DAY1, AOA_DAY2]);
    expect(info.body.roster.days[AOA_DAY2]).toMatchObject({
      attendedDay: 1,
      day: 2,
      missedTimes: [{ startAt: '14:00', returnedAt: '14:30' }],
    });
    expect(info.body.roster.days[AOA_DAY1].attendedDay).toBe(0);
    expect(Array.isArray(info.body.roster.credits)).toBe(true);
    const aoa = (await as(server, learner)('GET', `/api/aoa/${requestId}`)).body;
    expect(aoa.steps.find((st: { key: string }) => st.key === 'confirmation').enabled).toBe(true);

    const res = await as(server, learner)('PUT', '/api/aoa/submit', { body: { requestId, isConfirmed: 1, isSubmitted: 1 } });
    expect(res.body).toEqual({ request_status: 'Approved', error: null, expire_error: null });
    const entry = (await rosterOf(classId)).roster[0];
    expect(entry.days[AOA_DAY2]).toMatchObject({
      attendedDay: 1,
      missedTimes: [expect.objectContaining({ startAt: '14:00', returnedAt: '14:30' })],
    });
    expect(entry.days[AOA_DAY1].attendedDay).toBe(0);
    // The day the affidavit does not claim is recorded as missed: certification finds every day recorded.
    const checks = (await as(server, s.admin)('GET', `/api/class/validation/${classId}`)).body as {
      section: string;
      validation_status: string;
    }[];
    expect(checks.find((c) => c.section === 'Attendance')?.validation_status).toBe('PASS');
    const history = (await as(server, learner)('GET', `/api/aoa/history/${requestId}`)).body;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['Approved', 'Verified by attendance code', 'Created']);
    // Approved is final for the learner.
    expect((await declareDays(server, learner, requestId, [1])).status).toBe(403);
  });

  it("gives 'Submitted' with isSubmitted=0 although a valid code backs it; then staff approve it, and the learner never (ADR 0053)", async () => {
    const { classId, codes } = await aoaClass(server);
    const requestId = await openAoa(server, learner, classId);
    await verifyCode(server, learner, requestId, classId, (codes[0] as { code: string }).code);
    await declareDays(server, learner, requestId, [1, 2], { confirm: true });
    const submitted = await as(server, learner)('PUT', '/api/aoa/submit', { body: { requestId, isConfirmed: 1, isSubmitted: 0 } });
    expect(submitted.body).toEqual({ request_status: 'Submitted', error: null, expire_error: null });
    expect((await rosterOf(classId)).roster[0].days[AOA_DAY1].attendedDay).toBe(0);
    // Once Submitted, the code no longer approves: isSubmitted=1 from the learner changes nothing.
    const self = await as(server, learner)('PUT', '/api/aoa/submit', { body: { requestId, isConfirmed: 1, isSubmitted: 1 } });
    expect(self.body).toEqual({ request_status: 'Submitted', error: AOA_MESSAGES.notEditable, expire_error: null });
    // Staff sending isSubmitted=0 submit nothing more; isSubmitted=1 approves.
    const resent = await as(server, coordinator)('PUT', '/api/aoa/submit', { body: { requestId, isConfirmed: 1, isSubmitted: 0 } });
    expect(resent.body).toEqual({ request_status: 'Submitted', error: AOA_MESSAGES.alreadySubmitted, expire_error: null });
    const approved = await as(server, coordinator)('PUT', '/api/aoa/submit', { body: { requestId, isConfirmed: 1, isSubmitted: 1 } });
    expect(approved.body).toEqual({ request_status: 'Approved', error: null, expire_error: null });
    expect((await rosterOf(classId)).roster[0].days[AOA_DAY1].attendedDay).toBe(1);
  });

  it('answers expire_error when the code’s AOA expiry passed by submit time, and clears the method', async () => {
    const { classId, codes } = await aoaClass(server, { codes: [{ aoaExpiration: new Date(AOA_NOW.getTime() + 300_000) }] });
    const requestId = await openAoa(server, learner, classId);
    await verifyCode(server, learner, requestId, classId, (codes[0] as { code: string }).code);
    await declareDays(server, learner, requestId, [1, 2], { confirm: true });
    server.clock.advanceMinutes(10);
    const res = await as(server, learner)('PUT', '/api/aoa/submit', { body: { requestId, isConfirmed: 1 } });
    server.clock.advanceMinutes(-10);
    expect(res.body).toEqual({ request_status: 'Draft', error: null, expire_error: AOA_MESSAGES.codeExpired });
    const aoa = (await as(server, learner)('GET', `/api/aoa/${requestId}`)).body;
    expect(aoa.aoaDetails).toMatchObject({ verifyTypeId: null, verificationType: null, attend_code: null, request_status: 'Draft' });
    expect(aoa.steps.find((st: { key: string }) => st.key === 'attendance').enabled).toBe(false);
  });

  it('rewrites the learner’s transcript on a Certified class and flags it for re-certification', async () => {
    const { classId, codes } = await aoaClass(server, { status: 'Certified' });
    const requestId = await openAoa(server, coordinator, classId);
    await verifyCode(server, coordinator, requestId, classId, (codes[0] as { code: string }).code);
    await declareDays(server, coordinator, requestId, [1, 2], { confirm: true });
    const res = await as(server, coordinator)('PUT', '/api/aoa/submit', { body: { requestId, isConfirmed: 1, isSubmitted: 1 } });
    expect(res.body.request_status).toBe('Approved');
    const rows = await server.db.asOwner(async (tx) => {
      const t = await tx.query<{ credits: string }>('SELECT credits::text FROM transcripts WHERE class_id = $1 AND person_id = $2', [
        classId,
        coordinator.personId,
      ]);
      const k = await tx.query<{ needs_recertification: boolean }>('SELECT needs_recertification FROM classes WHERE id = $1', [classId]);
      return { transcripts: t.rows, flag: k.rows[0]?.needs_recertification };
    });
    expect(rows.transcripts.length).toBeGreaterThan(0);
    expect(rows.transcripts.reduce((sum, r) => sum + Number(r.credits), 0)).toBeGreaterThan(0);
    expect(rows.flag).toBe(true);
    expect((await as(server, coordinator)('GET', `/api/aoa/${requestId}`)).body.needsRecertification).toBe(true);
    expect((await as(server, s.admin)('GET', `/api/class/${classId}`)).body.classSummary.needs_recertification).toBe(true);
  });
});
