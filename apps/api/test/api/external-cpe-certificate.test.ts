import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificatePdf } from '../support/certificate-pdfs.ts';
import { createRequest, submittedRequest, uploadToRequest } from '../support/factories/external-cpe.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * Certificate reading (issue 13, beyond the anchors): real PDFs in three layouts, uploaded to a
 * request, read on the server into proposals that name their source; nothing is saved.
 */
let server: TestServer;
let learner: Session;
let external: Session;
let admin: Session;
let acmeAdmin: Session;

beforeAll(async () => {
  ({ server, learner, external, admin, acmeAdmin } = await startSignedIn());
});
afterAll(() => server?.close());

const read = (s: Session, id: number, docId: unknown) =>
  as(server, s)('POST', `/api/requests/ext-cpe/certificate/${id}`, { body: { docId } });

describe('POST /requests/ext-cpe/certificate/{id}', () => {
  for (const layout of ['labelled', 'table', 'prose'] as const) {
    it(`proposes the values of a ${layout} certificate, each from the certificate, and saves nothing`, async () => {
      const id = await createRequest(server, learner);
      const up = await uploadToRequest(server, learner, id, await certificatePdf(layout));
      expect(up.status).toBe(201);
      const res = await read(learner, id, up.body.id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const p = res.body.proposals;
      expect({
        sponsor: p.sponsor_name?.value,
        nasba: p.nasba_sponsor_id?.value,
        title: p.program_title?.value,
        date: p.completion_date?.value,
        method: p.delivery_method?.value,
        credits: p.credits.map((c: { value: unknown }) => c.value),
      }).toEqual({
        sponsor: 'Summit CPE Institute',
        nasba: '112233',
        title: 'Federal Tax Update 2026',
        date: '2026-03-05',
        method: { id: 1, name: 'Group Internet-Based' },
        credits: [{ field_of_study_id: 20, field_of_study: 'Taxes', credits: 8 }],
      });
      expect(p.sponsor_name.source).toBe('certificate');
      expect(p.sponsor_name.excerpt).toContain('Summit CPE Institute');
      expect(res.body.text_excerpt).toContain('Certificate of Completion');
      // Nothing saved until the learner confirms through the normal updates.
      const record = await as(server, learner)('GET', `/api/requests/ext-cpe/${id}`);
      expect(record.body.sponsor.sponsor_name).toBeNull();
      expect(record.body.awards.rows).toEqual([]);
    });
  }

  it('refuses a document that is not a PDF, or not readable, with a 400 naming docId', async () => {
    const id = await createRequest(server, learner);
    const txt = await uploadToRequest(server, learner, id, Buffer.from('plain text'), { name: 'c.txt', type: 'text/plain' });
    expect(txt.status).toBe(201);
    const a = await read(learner, id, txt.body.id);
    expect(a.status).toBe(400);
    expect(a.body.errors[0].field).toBe('body.docId');
    const fake = await uploadToRequest(server, learner, id, Buffer.from('%PDF-1.4 not really'), { name: 'fake.pdf' });
    const b = await read(learner, id, fake.body.id);
    expect(b.status).toBe(400);
    expect(b.body.errors[0].field).toBe('body.docId');
  });

  it('answers 404 for a document of another request, another learner or another tenant; 403 once not editable', async () => {
    const mine = await createRequest(server, learner);
    const other = await createRequest(server, learner);
    const up = await uploadToRequest(server, learner, other, await certificatePdf('prose'));
    expect((await read(learner, mine, up.body.id)).status).toBe(404);
    expect((await read(external, other, up.body.id)).status).toBe(404);
    expect((await read(acmeAdmin, other, up.body.id)).status).toBe(404);
    const submitted = await submittedRequest(server, learner);
    const docs = await as(server, learner)('GET', `/api/requests/ext-cpe/docs/${submitted}`);
    expect((await read(learner, submitted, docs.body.documents[0].id)).status).toBe(403);
    // Staff may edit a Submitted request (ECP051), so they may read its certificate.
    expect((await read(admin, submitted, docs.body.documents[0].id)).status).toBe(200);
  });

  it('refuses an upload of another attachment type, and uploads by others', async () => {
    const id = await createRequest(server, learner);
    const pdf = await certificatePdf('labelled');
    const wrong = await uploadToRequest(server, learner, id, pdf, { attachmentTypeId: 32 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].field).toBe('body.attachment_type_id');
    expect((await uploadToRequest(server, external, id, pdf)).status).toBe(404);
    expect((await uploadToRequest(server, acmeAdmin, id, pdf)).status).toBe(404);
  });
});
