import { AOA_MESSAGES, MESSAGES } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AOA_DAY1, AOA_NOW, aoaClass, declareDays, openAoa, uploadAoaDocument } from '../support/factories/aoa.ts';
import { type SignedIn, startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * Affidavits backed by documents (verify type 2; GET/POST /aoa/docs, PUT
 * /docs/remove): the first upload chooses documents, puts the requestor on the roster and
 * opens Attendance; submit is Submitted; staff approve it when the checklist passes, close it
 * as Not Approved, or anyone entitled voids it, with a reason if they give one.
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

describe('verification by documents', () => {
  it('uploads, lists, removes; opens Attendance; staff approve a Submitted affidavit once the checklist passes', async () => {
    const { classId } = await aoaClass(server);
    const requestId = await openAoa(server, learner, classId);
    const chosen = await as(server, learner)('PUT', '/api/aoa/update', { body: { requestId, verifyTypeId: 2 } });
    expect(chosen.status).toBe(200);
    let aoa = (await as(server, learner)('GET', `/api/aoa/${requestId}`)).body;
    expect(aoa.aoaDetails).toMatchObject({ verifyTypeId: 2, verificationType: 'Documents', rosterId: null });
    expect(aoa.steps.find((st: { key: string }) => st.key === 'attendance').enabled).toBe(false);

    const first = await uploadAoaDocument(server, learner, requestId);
    expect(first).toMatchObject({ status: 201, body: { message: MESSAGES.documentUploaded } });
    const second = await uploadAoaDocument(server, learner, requestId, 'badge.pdf');
    const list = (await as(server, learner)('GET', `/api/aoa/docs/${requestId}`)).body;
    expect(list.documents.map((d: { doc_name: string }) => d.doc_name)).toEqual(['badge.pdf', 'certificate.pdf']);
    expect(list.attachmentTypes).toEqual([{ id: 70, name: 'Attendance Documentation' }]);
    expect((await as(server, learner)('PUT', `/api/docs/remove/${second.body.id}`)).status).toBe(200);
    expect((await as(server, learner)('GET', `/api/aoa/docs/${requestId}`)).body.documents).toHaveLength(1);
    // Another learner may neither see nor remove them.
    expect((await as(server, s.external)('GET', `/api/aoa/docs/${requestId}`)).status).toBe(404);
    expect((await as(server, s.external)('PUT', `/api/docs/remove/${first.body.id}`)).status).toBe(404);

    aoa = (await as(server, learner)('GET', `/api/aoa/${requestId}`)).body;
    expect(aoa.aoaDetails.rosterId).toEqual(expect.any(Number));
    expect(aoa.steps.find((st: { key: string }) => st.key === 'attendance').enabled).toBe(true);
    const roster = await rosterOf(classId);
    expect(roster.roster[0]).toMatchObject({ person_id: learner.personId, roster_add_method_id: 1 });

    await declareDays(server, learner, requestId, [1], { confirm: true });
    const submitted = await as(server, learner)('PUT', '/api/aoa/submit', { body: { requestId, isConfirmed: 1, isSubmitted: 1 } });
    expect(submitted.body).toEqual({ request_status: 'Submitted', error: null, expire_error: null });
    // The learner cannot approve their own, whatever isSubmitted says.
    const self = await as(server, learner)('PUT', '/api/aoa/submit', { body: { requestId, isConfirmed: 1, isSubmitted: 1 } });
    expect(self.body).toMatchObject({ request_status: 'Submitted', error: AOA_MESSAGES.notEditable });
    expect((await rosterOf(classId)).roster[0].days[AOA_DAY1].attendedDay).toBe(0);

    const checks = (await as(server, coordinator)('GET', `/api/aoa/validation/${requestId}`)).body;
    expect(checks.checks.map((c: { section: string; validation_status: string }) => [c.section, c.validation_status])).toEqual([
      ['Class', 'PASS'],
      ['Verification', 'PASS'],
      ['Attendance', 'PASS'],
      ['Confirmation', 'PASS'],
      ['Passed Approval', 'PASS'],
    ]);
    expect(checks).toMatchObject({ rejected: false, validation: true });
    const staffView = (await as(server, coordinator)('GET', `/api/aoa/${requestId}`)).body;
    expect(staffView.abilities).toMatchObject({ canApprove: true, canNotApprove: true, canVoid: true, canEdit: false });
    const approved = await as(server, coordinator)('PUT', '/api/aoa/submit', { body: { requestId, isConfirmed: 1, isSubmitted: 1 } });
    expect(approved.body).toEqual({ request_status: 'Approved', error: null, expire_error: null });
    expect((await rosterOf(classId)).roster[0].days[AOA_DAY1].attendedDay).toBe(1);
  });

  it('AOA050 staff do not approve their own document-backed affidavit, whatever isSubmitted says (ADR 0053)', async () => {
    const { classId } = await aoaClass(server);
    const requestId = await openAoa(server, coordinator, classId);
    await uploadAoaDocument(server, coordinator, requestId);
    await declareDays(server, coordinator, requestId, [1], { confirm: true });
    const body = { requestId, isConfirmed: 1, isSubmitted: 1 };
    expect((await as(server, coordinator)('PUT', '/api/aoa/submit', { body })).body.request_status).toBe('Submitted');
    expect((await as(server, coordinator)('GET', `/api/aoa/${requestId}`)).body.abilities).toMatchObject({
      canApprove: false,
      canNotApprove: true,
    });
    const own = await as(server, coordinator)('PUT', '/api/aoa/submit', { body });
    expect(own.body).toMatchObject({ request_status: 'Submitted', error: AOA_MESSAGES.notEditable });
    // Another decider does.
    expect((await as(server, s.admin)('PUT', '/api/aoa/submit', { body })).body.request_status).toBe('Approved');
  });

  it('fails the checklist when every document was removed: rejected, and staff cannot approve', async () => {
    const { classId } = await aoaClass(server);
    const requestId = await openAoa(server, learner, classId);
    const doc = await uploadAoaDocument(server, learner, requestId);
    await declareDays(server, learner, requestId, [1, 2], { confirm: true });
    expect((await as(server, learner)('PUT', '/api/aoa/submit', { body: { requestId, isConfirmed: 1 } })).body.request_status).toBe(
      'Submitted',
    );
    await server.db.asOwner((tx) => tx.query('UPDATE documents SET removed_at = now() WHERE id = $1', [doc.body.id]));
    const checks = (await as(server, coordinator)('GET', `/api/aoa/validation/${requestId}`)).body;
    expect(checks).toMatchObject({ rejected: true, validation: false });
    expect(checks.checks.at(-1)).toMatchObject({ section: 'Passed Approval', validation_status: 'FAIL' });
    const refused = await as(server, coordinator)('PUT', '/api/aoa/submit', { body: { requestId, isConfirmed: 1, isSubmitted: 1 } });
    expect(refused.body).toMatchObject({ request_status: 'Submitted', error: AOA_MESSAGES.checklistFails });
  });
});

describe('cancel', () => {
  it('closes a Submitted affidavit as Not Approved (AOA050), with its reason kept; a learner may not', async () => {
    const { classId } = await aoaClass(server);
    const requestId = await openAoa(server, learner, classId);
    await uploadAoaDocument(server, learner, requestId);
    await declareDays(server, learner, requestId, [1], { confirm: true });
    const body = { requestId, isClosed: 1, isVoided: 0, updatedBy: coordinator.personId, reason: 'No evidence of day 1' };
    expect((await as(server, coordinator)('PUT', '/api/aoa/cancel', { body })).body).toMatchObject({ error: AOA_MESSAGES.notSubmitted });
    await as(server, learner)('PUT', '/api/aoa/submit', { body: { requestId, isConfirmed: 1 } });
    expect((await as(server, learner)('PUT', '/api/aoa/cancel', { body })).status).toBe(403);
    const tooLong = await as(server, coordinator)('PUT', '/api/aoa/cancel', { body: { ...body, reason: 'x'.repeat(2001) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors[0].field).toBe('body.reason');
    const closed = await as(server, coordinator)('PUT', '/api/aoa/cancel', { body });
    expect(closed.body).toEqual({ request_status: 'Not Approved', error: null, message: AOA_MESSAGES.voidedOrNotApproved });
    const aoa = (await as(server, learner)('GET', `/api/aoa/${requestId}`)).body;
    expect(aoa.aoaDetails).toMatchObject({ request_status: 'Not Approved', reason: 'No evidence of day 1' });
    expect(aoa.abilities).toMatchObject({ canEdit: false, canVoid: false });
  });

  it('voids a Draft by its requestor, and refuses to void it twice', async () => {
    const { classId } = await aoaClass(server);
    const requestId = await openAoa(server, learner, classId);
    const body = { requestId, isClosed: 0, isVoided: 1, updatedBy: learner.personId, reason: 'Filed by mistake' };
    expect((await as(server, learner)('PUT', '/api/aoa/cancel', { body })).body).toMatchObject({
      request_status: 'Voided',
      message: AOA_MESSAGES.voidedOrNotApproved,
    });
    expect((await as(server, learner)('PUT', '/api/aoa/cancel', { body })).body).toMatchObject({ error: AOA_MESSAGES.cannotVoid });
    // A voided affidavit frees the class for a new one.
    expect(await openAoa(server, learner, classId)).toBeGreaterThan(requestId);
    const both = await as(server, learner)('PUT', '/api/aoa/cancel', { body: { ...body, isClosed: 1 } });
    expect(both.body).toMatchObject({ error: AOA_MESSAGES.chooseOne });
  });
});
