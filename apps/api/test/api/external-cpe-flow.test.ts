import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequest, submittedRequest, uploadCertificate } from '../support/factories/external-cpe.ts';
import { addPersonWithCodes } from '../support/factories/people.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * External CPE requests (ADR 0022): the state machine, editability by code and creator, the
 * checklist with the SABA rule, feedback, approval into the learner's transcript.
 */
let server: TestServer;
let admin: Session;
let learner: Session;
let external: Session;
let coordinator: Session;
let acmeAdmin: Session;

beforeAll(async () => {
  ({ server, admin, learner, external, coordinator, acmeAdmin } = await startSignedIn());
});
afterAll(() => server?.close());

const get = (s: Session, id: number) => as(server, s)('GET', `/api/requests/ext-cpe/${id}`);

describe('a Draft request', () => {
  it('is created for the caller with the header, steps and abilities the server computes', async () => {
    const id = await createRequest(server, learner, 'Conference');
    const res = await get(learner, id);
    expect(res.status).toBe(200);
    expect(res.body.header).toMatchObject({
      internal_id: id,
      request_status: 'Draft',
      agenda_type: 'US-CPE',
      created_by: learner.personId,
      request_person_id: learner.personId,
      submitted_by: null,
      can_access_cpe_info: 0,
      can_access_awards_page: 0,
      can_access_entire_request: 0,
    });
    expect(res.body.steps.filter((s: { enabled: boolean }) => !s.enabled).map((s: { key: string }) => s.key)).toEqual(['info', 'awards']);
    // The seed's Learner holds ECP003, 004, 005 and 007: the header fields show.
    expect(res.body.abilities).toMatchObject({
      canEdit: true,
      canSubmit: true,
      canApprove: false,
      showLmsId: true,
      showDeliveryMethod: true,
    });
    expect(res.body.elements.title).toMatchObject({ required: true, editable: true });
    const banner = await as(server, learner)('POST', '/api/requests/ext-cpe/get/banner', { body: { requestId: id } });
    expect(banner.body).toMatchObject({ request_status: 'Draft', severity: 'info' });
  });

  it('opens Sponsor Information once named and dated, and Awards once the sponsor is named', async () => {
    const id = await createRequest(server, learner);
    const call = as(server, learner);
    await call('PUT', `/api/requests/ext-cpe/details/${id}`, { body: { completion_date: '2026-01-10' } });
    expect((await get(learner, id)).body.header).toMatchObject({ can_access_cpe_info: 1, can_access_awards_page: 0 });
    await call('PUT', `/api/requests/ext-cpe/sponsor/${id}`, { body: { sponsor_name: 'Acme' } });
    expect((await get(learner, id)).body.header).toMatchObject({ can_access_cpe_info: 1, can_access_awards_page: 1 });
  });

  it('converts college hours: a semester hour is 15 credits, a quarter hour 10', async () => {
    const id = await createRequest(server, learner);
    const res = await as(server, learner)('PUT', `/api/requests/ext-cpe/awards/${id}`, {
      body: {
        rows: [
          { field_of_study_id: 1, is_college_type: 1, college_unit: 'semester', college_hours: 3 },
          { field_of_study_id: 3, is_college_type: 1, college_unit: 'quarter', college_hours: 2 },
          { field_of_study_id: 20, is_college_type: 0, credits: 4.5 },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.rows.map((r: { credits: number }) => r.credits)).toEqual([45, 20, 4.5]);
    expect(res.body.total_credits).toBe(69.5);
  });

  it('is editable by its creator and ECP006, not by others', async () => {
    const id = await createRequest(server, learner);
    const body = { body: { title: 'Renamed' } };
    expect((await as(server, external)('PUT', `/api/requests/ext-cpe/details/${id}`, body)).status).toBe(404);
    await addPersonWithCodes(server, 'ecp006', ['ECP006']);
    const draftEditor = await server.login('ecp006');
    expect((await as(server, draftEditor)('PUT', `/api/requests/ext-cpe/details/${id}`, body)).status).toBe(200);
    await addPersonWithCodes(server, 'ecp051', ['ECP051']);
    const submittedEditor = await server.login('ecp051');
    expect((await as(server, submittedEditor)('PUT', `/api/requests/ext-cpe/details/${id}`, body)).status).toBe(403);
    expect((await get(learner, id)).body.details.title).toBe('Renamed');
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const id = await createRequest(server, learner);
    const call = as(server, learner);
    const bad = [
      await call('PUT', `/api/requests/ext-cpe/details/${id}`, { body: { start_date: '2026-05-02', completion_date: '2026-05-01' } }),
      await call('PUT', `/api/requests/ext-cpe/details/${id}`, { body: { delivery_method_id: 999 } }),
      await call('PUT', `/api/requests/ext-cpe/awards/${id}`, { body: { rows: [{ field_of_study_id: 1, is_college_type: 1 }] } }),
      await call('PUT', `/api/requests/ext-cpe/awards/${id}`, {
        body: { rows: [{ field_of_study_id: 9999, is_college_type: 0, credits: 1 }] },
      }),
      await call('POST', '/api/requests/ext-cpe', { body: { title: '' } }),
    ];
    expect(bad.map((r) => r.status)).toEqual([400, 400, 400, 400, 400]);
    expect(bad.map((r) => r.body.errors?.[0]?.field)).toEqual([
      'body.start_date',
      'body.delivery_method_id',
      'body.rows.0.college_hours',
      'body.rows.0.field_of_study_id',
      'body.title',
    ]);
  });
});

describe('the state machine', () => {
  it('submit → (ECP051 edits) → reopen → resubmit → Not Approved (ECP050) is final', async () => {
    const id = await submittedRequest(server, learner);
    const me = as(server, learner);
    expect((await me('PUT', `/api/requests/ext-cpe/details/${id}`, { body: { title: 'Late change' } })).status).toBe(403);
    expect((await as(server, admin)('PUT', `/api/requests/ext-cpe/details/${id}`, { body: { title: 'Staff fix' } })).status).toBe(200);
    expect((await me('POST', `/api/requests/ext-cpe/submit/${id}`)).status).toBe(403);
    const reopened = await as(server, admin)('PUT', '/api/requests/ext-cpe/reopen', {
      body: { requestId: id, reason: 'Add the certificate' },
    });
    expect(reopened.body).toMatchObject({ request_status: 'Reopened' });
    expect((await me('PUT', `/api/requests/ext-cpe/details/${id}`, { body: { title: 'Learner fix' } })).status).toBe(200);
    expect((await me('POST', `/api/requests/ext-cpe/submit/${id}`)).body.request_status).toBe('Submitted');
    // The learner may not decide their own request.
    expect((await me('PUT', '/api/requests/close-not-approved', { body: { requestId: id, updatedBy: learner.personId } })).status).toBe(
      403,
    );
    const closed = await as(server, admin)('PUT', '/api/requests/close-not-approved', {
      body: { requestId: id, updatedBy: admin.personId },
    });
    expect(closed.body).toMatchObject({ request_status: 'Not Approved' });
    const after = await get(learner, id);
    expect(after.body.abilities).toMatchObject({ canEdit: false, canSubmit: false });
    expect((await as(server, admin)('PUT', `/api/requests/ext-cpe/details/${id}`, { body: { title: 'x' } })).status).toBe(403);
    expect((await as(server, admin)('PUT', '/api/requests/close-not-approved', { body: { requestId: id } })).status).toBe(403);
    const history = await me('GET', `/api/requests/history/${id}`);
    expect(history.body.map((h: { to_status: string }) => h.to_status)).toEqual([
      'Not Approved',
      'Submitted',
      'Reopened',
      'Submitted',
      'Draft',
    ]);
  });

  it('a coordinator without ECP codes sees nobody’s requests (404)', async () => {
    const id = await createRequest(server, learner);
    expect((await get(coordinator, id)).status).toBe(404);
    expect((await get(admin, id)).status).toBe(200);
  });

  it("another tenant's request is 404", async () => {
    const id = await createRequest(server, learner);
    expect((await get(acmeAdmin, id)).status).toBe(404);
    expect(
      (await as(server, acmeAdmin)('POST', '/api/requests/ext-cpe/approvals', { body: { requestId: id, requestType: 'ECPE' } })).status,
    ).toBe(404);
  });
});

describe('the approval checklist', () => {
  const approvals = (s: Session, id: number) =>
    as(server, s)('POST', '/api/requests/ext-cpe/approvals', { body: { requestId: id, requestType: 'ECPE' } });

  it('fails an empty request: rejected, validation false; approval refused', async () => {
    const id = await createRequest(server, learner);
    await as(server, learner)('POST', `/api/requests/ext-cpe/submit/${id}`);
    const res = await approvals(admin, id);
    expect(res.body.rejected).toBe(true);
    expect(res.body.validation).toBe(false);
    expect(res.body.checklist.map((c: { validation_status: string }) => c.validation_status)).toEqual([
      'FAIL',
      'FAIL',
      'FAIL',
      'FAIL',
      'FAIL',
    ]);
    expect((await as(server, admin)('PUT', '/api/requests/ext-cpe/approve', { body: { requestId: id } })).status).toBe(409);
  });

  it("with the tenant's default LMS SABA, NASBA Questions is PASS 'Not Applicable'", async () => {
    const id = await createRequest(server, learner);
    const setLms = (lms: string) =>
      server.db.asOwner((tx) =>
        tx.query(
          `UPDATE tenant_settings SET value = $1::jsonb WHERE key = 'defaultLms' AND tenant_id = (SELECT id FROM tenants WHERE subdomain = 'demo')`,
          [JSON.stringify(lms)],
        ),
      );
    await setLms('SABA');
    try {
      const res = await approvals(learner, id);
      expect(res.body.checklist.at(-1)).toEqual({
        section: 'NASBA Questions',
        message: 'Not Applicable',
        validation_status: 'PASS',
        status: 'Not Applicable',
      });
    } finally {
      await setLms('SAP');
    }
    expect((await approvals(learner, id)).body.checklist.at(-1).validation_status).toBe('FAIL');
  });
});

describe('feedback and approval', () => {
  it('staff leave feedback, the learner resolves it, staff approve: the transcript shows it', async () => {
    const id = await submittedRequest(server, learner, 'Tax conference');
    const feedback = await as(server, admin)('POST', '/api/requests/feedback', {
      body: { requestId: id, page_identifier: 'Sponsor Information', feedback_note: 'Add the sponsor address.' },
    });
    expect(feedback.status).toBe(201);
    expect(
      (
        await as(server, learner)('POST', '/api/requests/feedback', {
          body: { requestId: id, page_identifier: 'Awards', feedback_note: 'x' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await as(server, admin)('POST', '/api/requests/feedback', {
          body: { requestId: id, page_identifier: 'Agenda Details', feedback_note: 'x' },
        })
      ).status,
    ).toBe(400);
    const list = await as(server, learner)('POST', '/api/requests/feedback/get', { body: { requestId: id } });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      page_identifier: 'Sponsor Information',
      is_resolved: 0,
      feedback_note: 'Add the sponsor address.',
    });
    expect(
      (await as(server, external)('PUT', `/api/requests/feedback/resolve/${feedback.body.id}`, { body: { resolution_note: 'x' } })).status,
    ).toBe(404);
    const resolved = await as(server, learner)('PUT', `/api/requests/feedback/resolve/${feedback.body.id}`, {
      body: { resolution_note: 'Address added.' },
    });
    expect(resolved.status).toBe(200);
    expect((await as(server, learner)('POST', '/api/requests/feedback/get', { body: { requestId: id } })).body[0]).toMatchObject({
      is_resolved: 1,
      resolution_note: 'Address added.',
    });

    const approved = await as(server, admin)('PUT', '/api/requests/ext-cpe/approve', { body: { requestId: id } });
    expect(approved.body).toMatchObject({ request_status: 'Approved' });
    const profile = await as(server, learner)('GET', `/api/person/profile/${learner.personId}`);
    expect(profile.status).toBe(200);
    const entry = profile.body.ecpe_transcripts.find((t: { request_id: number }) => t.request_id === id);
    expect(entry).toMatchObject({
      title: 'Federal Tax Update 2026',
      sponsor_name: 'Summit CPE Institute',
      completed_on: '2026-03-05',
      delivery_method: 'Group Internet-Based',
      credits: 8,
      fos_data: [{ field_of_study: 'Taxes', subject_short_name: 'TAX', credits: 8 }],
    });
    // Approved is final; the LMS send is queued (the demo tenant's SAP takes external training).
    const after = await get(learner, id);
    expect(after.body.abilities.canEdit).toBe(false);
    const status = await as(server, learner)('POST', '/api/external-requests/status-by-type', {
      body: { learningObjectTypeId: 8, learningObjectIds: [id] },
    });
    expect(status.status).toBe(200);
    expect(status.body.requests[0]).toMatchObject({ learning_object_id: id, learning_object_type_id: 8, action: 'ecpe-send' });
    expect((await as(server, admin)('PUT', '/api/requests/ext-cpe/reopen', { body: { requestId: id } })).status).toBe(403);
  });

  it('keeps documents on the request: list, and removal by the learner while editable', async () => {
    const id = await createRequest(server, learner);
    const docId = await uploadCertificate(server, learner, id, 'prose');
    const docs = await as(server, learner)('GET', `/api/requests/ext-cpe/docs/${id}`);
    expect(docs.body.documents.map((d: { id: number }) => d.id)).toEqual([docId]);
    expect(docs.body.attachmentTypes.map((t: { id: number }) => t.id)).toEqual([80, 81]);
    expect((await as(server, external)('PUT', `/api/docs/remove/${docId}`)).status).toBe(404);
    expect((await as(server, learner)('PUT', `/api/docs/remove/${docId}`)).status).toBe(200);
    expect((await as(server, learner)('GET', `/api/requests/ext-cpe/docs/${id}`)).body.documents).toEqual([]);
  });

  it('external ids through the layer', async () => {
    const id = await createRequest(server, learner);
    const call = as(server, learner);
    const added = await call('PUT', '/api/requests/ext-cpe/update/details', {
      body: { requestId: id, externalIdMethodVerb: 'ADD', externalId: 'FC-77', updatedBy: learner.personId },
    });
    expect(added.body).toEqual([{ id: expect.any(Number), id_type: 'FOCUS CODE', external_id_value: 'FC-77' }]);
    const removed = await call('PUT', '/api/requests/ext-cpe/update/details', {
      body: { requestId: id, externalIdMethodVerb: 'DELETE', externalId: added.body[0].id },
    });
    expect(removed.body).toEqual([]);
  });
});
