import { CERTIFICATE_MESSAGES, formatCertificateCode } from '@cpe/contract';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, pdfText, qrText } from '../support/certificate-reading.ts';
import { insertClass } from '../support/factories/classes.ts';
import { as, type Session, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Certificates of completion (issue 15, ADR 0032): the PDF states every item of NASBA Standard 23
 * and its verification code, read back with pdf.js; its QR code decodes to the public page;
 * the code is issued once and verified without signing in; who may download what.
 */
let server: TestServer;
let admin: Session;
let learner: Session;
let external: Session;
let acmeAdmin: Session;
/** The demo seed's Certified class, with the learner's and the external learner's transcripts. */
let certified: number;

const ownerQuery = <R>(sql: string, params: unknown[] = []) => server.db.asOwner((tx) => tx.query<R>(sql, params));

beforeAll(async () => {
  server = await startTestServer({ mailer: { async send() {} } });
  [admin, learner, external, acmeAdmin] = await Promise.all([
    server.login('admin'),
    server.login('learner'),
    server.login('external.learner'),
    server.login('admin', 'acme'),
  ]);
  const { rows } = await ownerQuery<{ id: number }>(
    "SELECT k.id FROM classes k JOIN tenants t ON t.id = k.tenant_id WHERE t.subdomain = 'demo' AND k.class_title = 'Lease Accounting Workshop (virtual)'",
  );
  certified = (rows[0] as { id: number }).id;
});
afterAll(async () => {
  await server?.close();
});

const certificatePath = (classId: number, personId: number) => `/api/certificates/class/${classId}/person/${personId}`;

describe('the certificate PDF', () => {
  it("states every item of NASBA Standard 23, the code, and a QR code of the code's public page", async () => {
    const res = await download(server, certificatePath(certified, learner.personId), learner);
    expect(res.status, new TextDecoder().decode(res.bytes.slice(0, 300))).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Learner_Lee_${certified}.pdf"`);
    expect(new TextDecoder().decode(res.bytes.slice(0, 5))).toBe('%PDF-');
    const code = res.headers.get('x-certificate-code') as string;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);

    const { rows: fields } = await ownerQuery<{ name: string; credits: string | number; completed_on: string }>(
      `SELECT f.name, t.credits, to_char(t.completed_on, 'FMMonth FMDD, YYYY') AS completed_on
         FROM transcripts t JOIN fields_of_study f ON f.tenant_id = t.tenant_id AND f.id = t.field_of_study_id
        WHERE t.class_id = $1 AND t.person_id = $2`,
      [certified, learner.personId],
    );
    expect(fields.length).toBeGreaterThan(0);
    const total = fields.reduce((s, f) => s + Number(f.credits), 0);
    // Table columns come back with wide spacing: one space is enough to read them.
    const text = (await pdfText(res.bytes)).text.replace(/ {2,}/g, ' ');
    for (const item of [
      CERTIFICATE_MESSAGES.title,
      'Demo & Partners CPAs Learning Institute',
      '100 Main Street, Springfield, IL 62701 · cpe@demo.example.com · (217) 555-0100',
      'Lee Learner',
      'Lease Accounting Self Study',
      `Date of Completion: ${fields[0]?.completed_on}`,
      'Location: Online',
      'Delivery Method: QAS Self Study',
      `Total CPE Credits: ${total.toFixed(1)}`,
      'Field of Study CPE Credits',
      ...fields.map((f) => `${f.name} ${Number(f.credits).toFixed(1)}`),
      'Dana Director',
      'Director of Learning and CPE Compliance',
      'NASBA Sponsor ID: 109876',
      CERTIFICATE_MESSAGES.fiftyMinuteHour,
      `Verification code: ${formatCertificateCode(code)}`,
      `/verify/${code}`,
    ])
      expect(text, item).toContain(item);
    expect(await qrText(res.bytes)).toBe(`${server.config.publicUrl.replace('{tenant}', 'demo')}/verify/${code}`);
  });
});

describe('issuing and verifying', () => {
  it('issues one certificate on the first download and prints the same code on later ones', async () => {
    const first = await download(server, certificatePath(certified, learner.personId), learner);
    const again = await download(server, certificatePath(certified, learner.personId), admin);
    expect(again.status).toBe(200);
    expect(again.headers.get('x-certificate-code')).toBe(first.headers.get('x-certificate-code'));
    const { rows } = await ownerQuery('SELECT code FROM certificates WHERE class_id = $1 AND person_id = $2', [
      certified,
      learner.personId,
    ]);
    expect(rows).toEqual([{ code: first.headers.get('x-certificate-code') }]);
  });

  it("shows the certificate's facts to anybody, signed out, by the code as printed; nothing else of the person", async () => {
    const code = (await download(server, certificatePath(certified, learner.personId), learner)).headers.get(
      'x-certificate-code',
    ) as string;
    const res = await server.call('GET', `/api/certificates/verify?code=${formatCertificateCode(code).toLowerCase()}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['code', 'facts', 'issued_at', 'revoked_at']);
    expect(Object.keys(res.body.facts).sort()).toEqual(
      [
        'completed_on',
        'course_title',
        'credits_by_field',
        'delivery_method',
        'location',
        'nasba_sponsor_id',
        'participant',
        'signer_name',
        'signer_title',
        'sponsor_contact',
        'sponsor_name',
        'total_credits',
      ].sort(),
    );
    expect(res.body).toMatchObject({
      code,
      revoked_at: null,
      facts: {
        participant: 'Lee Learner',
        course_title: 'Lease Accounting Self Study',
        location: 'Online',
        delivery_method: 'QAS Self Study',
        sponsor_name: 'Demo & Partners CPAs Learning Institute',
        nasba_sponsor_id: '109876',
      },
    });
    expect(res.body.facts.credits_by_field.length).toBeGreaterThan(0);
    expect(JSON.stringify(res.body)).not.toMatch(/learner@|demo\.example\.com\b(?!.*555)|person_id|username/);
  });

  it("answers 'Certificate not found' for an unknown code, a malformed one, and another firm's code", async () => {
    const code = (await download(server, certificatePath(certified, learner.personId), learner)).headers.get(
      'x-certificate-code',
    ) as string;
    for (const [path, tenant] of [
      ['/api/certificates/verify?code=00000000000000000000', 'demo'],
      ['/api/certificates/verify?code=not-a-code', 'demo'],
      [`/api/certificates/verify?code=${code}`, 'acme'],
    ] as const) {
      const res = await server.call('GET', path, { tenant });
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe(CERTIFICATE_MESSAGES.notFound);
    }
  });

  it('is revoked when a re-certification changes the transcript, and the next download issues a new code', async () => {
    const cls = await insertClass(server, {
      title: 'Certificate revocation class',
      days: [{ date: '2026-09-14' }],
      learners: [{ username: 'learner', attended: [1] }],
      instructors: ['instructor'],
      coordinators: ['coordinator'],
      dedicatedMonitors: ['admin'],
    });
    const certify = async () => {
      const res = await as(server, admin)('PUT', `/api/class/certify/${cls.classId}`, { body: {} });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      for (let i = 0; i < 100; i++) {
        const status = await as(server, admin)('GET', `/api/external-requests/status/${res.body.request_id}`);
        if (status.body.status === 'done') return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('certification did not finish');
    };
    await certify();
    const first = await download(server, certificatePath(cls.classId, learner.personId), learner);
    expect(first.status).toBe(200);
    const oldCode = first.headers.get('x-certificate-code') as string;
    // Half an hour missed after all: Re-Certify writes fewer credits.
    await ownerQuery(
      "INSERT INTO roster_missed_times (tenant_id, roster_id, day, start_at, returned_at, created_by, created_at) SELECT tenant_id, id, 1, '13:00', '13:30', created_by, now() FROM class_roster WHERE id = $1",
      [cls.rosterIds.learner],
    );
    await certify();
    const revoked = await server.call('GET', `/api/certificates/verify?code=${oldCode}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoked_at).toEqual(expect.stringMatching(/^\d{4}-/));
    const second = await download(server, certificatePath(cls.classId, learner.personId), learner);
    const newCode = second.headers.get('x-certificate-code') as string;
    expect(newCode).not.toBe(oldCode);
    const fresh = await server.call('GET', `/api/certificates/verify?code=${newCode}`);
    expect(fresh.body.revoked_at).toBeNull();
    expect(fresh.body.facts.total_credits).toBeLessThan(revoked.body.facts.total_credits);
  });
});

describe('who may download', () => {
  it("lets the person, their administrator and the class's runner download; another learner does not see the class (404)", async () => {
    expect((await download(server, certificatePath(certified, external.personId), external)).status).toBe(200);
    expect((await download(server, certificatePath(certified, external.personId), admin)).status).toBe(200);
    const other = await download(server, certificatePath(certified, external.personId), learner);
    expect(other.status).toBe(404);
    expect((await download(server, certificatePath(certified, external.personId))).status).toBe(401);
  });

  it('is 404 for a person without credits in the class, and for the ids of another firm', async () => {
    const none = await download(server, certificatePath(certified, admin.personId), admin);
    expect(none.status).toBe(404);
    expect(none.json().message).toBe(CERTIFICATE_MESSAGES.noCredits);
    expect((await download(server, certificatePath(certified, learner.personId), acmeAdmin)).status).toBe(404);
    const { rows } = await ownerQuery<{ id: number }>(
      "SELECT k.id FROM classes k JOIN tenants t ON t.id = k.tenant_id WHERE t.subdomain = 'acme' AND k.status = 'Certified' LIMIT 1",
    );
    const acmeClass = (rows[0] as { id: number }).id;
    expect((await download(server, certificatePath(acmeClass, acmeAdmin.personId), admin)).status).toBe(404);
    expect((await download(server, `/api/certificates/class/${acmeClass}/zip`, admin)).status).toBe(404);
  });
});

describe("a class's zip", () => {
  it('holds one certificate per learner with credits, named Last_First_<classId>.pdf, each a PDF of its own code', async () => {
    const res = await download(server, `/api/certificates/class/${certified}/zip`, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(res.bytes);
    const { rows } = await ownerQuery<{ last: string; first: string }>(
      `SELECT DISTINCT p.name_primary_last AS last, p.name_primary_first AS first FROM transcripts t JOIN persons p ON p.tenant_id = t.tenant_id AND p.id = t.person_id
        WHERE t.class_id = $1 ORDER BY 1, 2`,
      [certified],
    );
    expect(rows.length).toBe(2);
    expect(Object.keys(files).sort()).toEqual(rows.map((r) => `${r.last}_${r.first}_${certified}.pdf`).sort());
    for (const [name, bytes] of Object.entries(files)) {
      const text = (await pdfText(bytes)).text;
      const [last, first] = name.split('_');
      expect(text).toContain(`${first} ${last}`);
      expect(text).toContain(CERTIFICATE_MESSAGES.fiftyMinuteHour);
    }
    const { rows: live } = await ownerQuery('SELECT 1 FROM certificates WHERE class_id = $1 AND revoked_at IS NULL', [certified]);
    expect(live.length).toBe(2);
  });

  it('is refused to a learner (403), and is a 409 naming why for an Uncertified class', async () => {
    expect((await download(server, `/api/certificates/class/${certified}/zip`, learner)).status).toBe(403);
    const cls = await insertClass(server, { title: 'Not certified yet', learners: [{ username: 'learner', attended: [1] }] });
    const res = await download(server, `/api/certificates/class/${cls.classId}/zip`, admin);
    expect(res.status).toBe(409);
    expect(res.json().message).toBe(CERTIFICATE_MESSAGES.notCertified);
  });

  it('serves the delivery class of an independent study, whose completions are recorded one by one', async () => {
    const { rows } = await ownerQuery<{ class_id: number }>(
      `SELECT c.class_id FROM courses c JOIN tenants t ON t.id = c.tenant_id
        WHERE t.subdomain = 'demo' AND c.title = 'Ethics for CPAs Self Study' AND c.kind = 'independent_study'`,
    );
    const classId = (rows[0] as { class_id: number }).class_id;
    const res = await download(server, `/api/certificates/class/${classId}/zip`, admin);
    expect(res.status, new TextDecoder().decode(res.bytes.slice(0, 200))).toBe(200);
    expect(Object.keys(unzipSync(res.bytes))).toContain(`Learner_Lee_${classId}.pdf`);
  });
});
