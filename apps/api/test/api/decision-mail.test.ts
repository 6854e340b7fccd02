import { AOA_MESSAGES } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AOA_NOW, aoaClass, declareDays, openAoa, uploadAoaDocument, verifyCode } from '../support/factories/aoa.ts';
import { createRequest, submittedRequest } from '../support/factories/external-cpe.ts';
import { type SignedIn, startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * The requestor hears of staff's decisions (notify-requestor.ts): one outbox e-mail to their
 * primary address, with the decision, the reason and a link, and an alert for the bell; nothing
 * for what they did themselves, and nothing when the change does not happen.
 */
let s: SignedIn;
let server: TestServer;
let learner: Session;
let coordinator: Session;
let admin: Session;
let learnerAddress: string;
/** The demo tenant's name, which starts every subject. */
const TENANT = 'Demo & Partners CPAs';

beforeAll(async () => {
  s = await startSignedIn({ start: AOA_NOW });
  ({ server, learner, coordinator, admin } = s);
  const { rows } = await server.db.asOwner((tx) =>
    tx.query<{ email_address: string }>('SELECT email_address FROM person_emails WHERE person_id = $1 AND is_primary', [learner.personId]),
  );
  learnerAddress = (rows[0] as { email_address: string }).email_address;
});
afterAll(() => s?.server.close());

interface Sent {
  to_address: string;
  subject: string;
  text_body: string;
}

/** The e-mails whose link is the record's screen (the link ends its line). */
async function mailsAbout(path: string): Promise<Sent[]> {
  const { rows } = await server.db.asOwner((tx) =>
    tx.query<Sent>("SELECT to_address, subject, text_body FROM outbound_emails WHERE text_body LIKE '%' || $1 || E'\\n%' ORDER BY id", [
      path,
    ]),
  );
  return rows;
}

async function alertsOf(personId: number): Promise<string[]> {
  const { rows } = await server.db.asOwner((tx) =>
    tx.query<{ message: string }>('SELECT message FROM alerts WHERE person_id = $1 ORDER BY id', [personId]),
  );
  return rows.map((r) => r.message);
}

/** A Submitted affidavit of the learner, verified by a document. */
async function submittedAoa(): Promise<number> {
  const { classId } = await aoaClass(server, { title: 'Ethics for Tax Advisers' });
  const requestId = await openAoa(server, learner, classId);
  await as(server, learner)('PUT', '/api/aoa/update', { body: { requestId, verifyTypeId: 2 } });
  await uploadAoaDocument(server, learner, requestId);
  await declareDays(server, learner, requestId, [1], { confirm: true });
  const res = await as(server, learner)('PUT', '/api/aoa/submit', { body: { requestId, isConfirmed: 1, isSubmitted: 1 } });
  expect(res.body.request_status).toBe('Submitted');
  return requestId;
}

const aoaPath = (id: number) => `/learner/affidavitofattendance/${id}/approval`;
const ecpPath = (id: number) => `/learner/cpe/approvals/${id}`;

describe('affidavits of attendance', () => {
  it('e-mails the requestor when staff approve a Submitted affidavit', async () => {
    const id = await submittedAoa();
    expect(await mailsAbout(aoaPath(id))).toEqual([]);
    const res = await as(server, coordinator)('PUT', '/api/aoa/submit', { body: { requestId: id, isConfirmed: 1, isSubmitted: 1 } });
    expect(res.body.request_status).toBe('Approved');
    const mails = await mailsAbout(aoaPath(id));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: learnerAddress, subject: `${TENANT}: your affidavit of attendance was approved` });
    expect(mails[0]?.text_body).toContain('Title: Ethics for Tax Advisers');
    expect(await alertsOf(learner.personId)).toContain('Your affidavit of attendance was approved: Ethics for Tax Advisers');
  });

  it('e-mails the reason when staff close one as Not Approved or void it', async () => {
    for (const [flags, subject] of [
      [{ isClosed: 1, isVoided: 0 }, `${TENANT}: your affidavit of attendance was not approved`],
      [{ isClosed: 0, isVoided: 1 }, `${TENANT}: your affidavit of attendance was voided`],
    ] as const) {
      const id = await submittedAoa();
      const res = await as(server, coordinator)('PUT', '/api/aoa/cancel', {
        body: { requestId: id, ...flags, reason: 'No sign-in sheet.' },
      });
      expect(res.body.error).toBeNull();
      const mails = await mailsAbout(aoaPath(id));
      expect(mails.map((m) => [m.to_address, m.subject])).toEqual([[learnerAddress, subject]]);
      expect(mails[0]?.text_body).toContain('Reason:\nNo sign-in sheet.');
      // A second decision is refused (the affidavit is no longer Submitted): nothing more is sent.
      const again = await as(server, coordinator)('PUT', '/api/aoa/cancel', { body: { requestId: id, ...flags, reason: 'Again.' } });
      expect(again.body.error).not.toBeNull();
      expect(await mailsAbout(aoaPath(id))).toHaveLength(1);
    }
  });

  it("takes the spec's body without a reason {requestId, isClosed, isVoided, updatedBy}: the history keeps none, the e-mail says so (ADR 0053)", async () => {
    const id = await submittedAoa();
    const res = await as(server, coordinator)('PUT', '/api/aoa/cancel', {
      body: { requestId: id, isClosed: 1, isVoided: 0, updatedBy: coordinator.personId },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ request_status: 'Not Approved', error: null, message: AOA_MESSAGES.voidedOrNotApproved });
    const aoa = (await as(server, learner)('GET', `/api/aoa/${id}`)).body;
    expect(aoa.aoaDetails).toMatchObject({ request_status: 'Not Approved', reason: null });
    const history = (await as(server, learner)('GET', `/api/aoa/history/${id}`)).body;
    expect(history[0]).toMatchObject({ action: 'Not Approved', comment: null });
    const mails = await mailsAbout(aoaPath(id));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain(`Reason:\n${AOA_MESSAGES.noReasonGiven}`);
    // An empty reason is none too.
    const other = await submittedAoa();
    const blank = await as(server, learner)('PUT', '/api/aoa/cancel', {
      body: { requestId: other, isClosed: 0, isVoided: 1, reason: '  ' },
    });
    expect(blank.body.request_status).toBe('Voided');
    expect((await as(server, learner)('GET', `/api/aoa/${other}`)).body.aoaDetails.reason).toBeNull();
  });

  it('sends nothing for the learner’s own code-verified approval or their own void', async () => {
    const { classId, codes } = await aoaClass(server);
    const coded = await openAoa(server, learner, classId);
    await verifyCode(server, learner, coded, classId, (codes[0] as { code: string }).code);
    await declareDays(server, learner, coded, [1, 2], { confirm: true });
    const own = { requestId: coded, isConfirmed: 1, isSubmitted: 1 };
    expect((await as(server, learner)('PUT', '/api/aoa/submit', { body: own })).body.request_status).toBe('Approved');
    const mine = await submittedAoa();
    const voided = await as(server, learner)('PUT', '/api/aoa/cancel', {
      body: { requestId: mine, isClosed: 0, isVoided: 1, reason: 'Wrong class.' },
    });
    expect(voided.body.request_status).toBe('Voided');
    expect(await mailsAbout(aoaPath(coded))).toEqual([]);
    expect(await mailsAbout(aoaPath(mine))).toEqual([]);
  });
});

describe('external CPE requests', () => {
  it('e-mails feedback (naming the page), reopen (what to do), and approval', async () => {
    const id = await submittedRequest(server, learner);
    const feedback = await as(server, admin)('POST', '/api/requests/feedback', {
      body: { requestId: id, page_identifier: 'Sponsor Information', feedback_note: 'Add the sponsor address.' },
    });
    expect(feedback.status).toBe(201);
    const reopened = await as(server, admin)('PUT', '/api/requests/ext-cpe/reopen', {
      body: { requestId: id, reason: 'See the feedback.' },
    });
    expect(reopened.body.request_status).toBe('Reopened');
    expect((await as(server, learner)('POST', `/api/requests/ext-cpe/submit/${id}`)).status).toBe(200);
    const approved = await as(server, admin)('PUT', '/api/requests/ext-cpe/approve', { body: { requestId: id } });
    expect(approved.body.request_status).toBe('Approved');
    // Approving it again is refused (403, not in a state to approve), and nothing is queued.
    expect((await as(server, admin)('PUT', '/api/requests/ext-cpe/approve', { body: { requestId: id } })).status).toBe(403);

    // The feedback e-mail links to the page it is on.
    const mails = [...(await mailsAbout(`/learner/cpe/info/${id}`)), ...(await mailsAbout(ecpPath(id)))];
    expect(mails.map((m) => [m.to_address, m.subject])).toEqual([
      [learnerAddress, `${TENANT}: feedback on the Sponsor Information page of your external CPE request`],
      [learnerAddress, `${TENANT}: your external CPE request was reopened`],
      [learnerAddress, `${TENANT}: your external CPE request was approved`],
    ]);
    expect(mails[0]?.text_body).toContain('Feedback:\nAdd the sponsor address.');
    expect(mails[1]?.text_body).toContain('Look at the feedback on its pages');
    expect(mails[1]?.text_body).toContain('Note:\nSee the feedback.');
    expect(mails[2]?.text_body).toContain('Title: Federal Tax Update 2026');
  });

  it('e-mails the reason when staff close a request as Not Approved; nothing for the learner’s own submit', async () => {
    const id = await submittedRequest(server, learner);
    expect(await mailsAbout(ecpPath(id))).toEqual([]);
    const closed = await as(server, admin)('PUT', '/api/requests/close-not-approved', {
      body: { requestId: id, reason: 'Not a CPE program.' },
    });
    expect(closed.body.request_status).toBe('Not Approved');
    const mails = await mailsAbout(ecpPath(id));
    expect(mails.map((m) => [m.to_address, m.subject])).toEqual([
      [learnerAddress, `${TENANT}: your external CPE request was not approved`],
    ]);
    expect(mails[0]?.text_body).toContain('Reason:\nNot a CPE program.');
  });

  it('sends nothing when the decision is refused', async () => {
    const id = await createRequest(server, learner);
    expect((await as(server, admin)('PUT', '/api/requests/ext-cpe/reopen', { body: { requestId: id } })).status).toBeGreaterThanOrEqual(
      400,
    );
    expect((await as(server, admin)('PUT', '/api/requests/ext-cpe/approve', { body: { requestId: id } })).status).toBeGreaterThanOrEqual(
      400,
    );
    expect(await mailsAbout(ecpPath(id))).toEqual([]);
  });

  it('alerts, but sends no e-mail to, a requestor without a primary address', async () => {
    const external = s.external;
    await server.db.asOwner((tx) => tx.query('UPDATE person_emails SET is_primary = false WHERE person_id = $1', [external.personId]));
    // completeRequest names every request 'Federal Tax Update 2026'.
    const id = await submittedRequest(server, external);
    const closed = await as(server, admin)('PUT', '/api/requests/close-not-approved', { body: { requestId: id, reason: 'x' } });
    expect(closed.status).toBe(200);
    expect(await mailsAbout(ecpPath(id))).toEqual([]);
    expect(await alertsOf(external.personId)).toContain('Your external CPE request was not approved: Federal Tax Update 2026');
  });
});
