import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually.ts';
import { certifiableClass, insertClass } from '../support/factories/classes.ts';
import { as, type Session, startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The 'class_certified' e-mail (issue 16: every e-mail comes from a tenant template): a
 * certification tells each learner who earned credits, once; a re-certification tells only
 * the learners whose credits changed.
 */
let server: TestServer;
let admin: Session;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});
afterAll(async () => {
  await server?.close();
});

/** Certifies the class and waits for the background request to finish. */
async function certify(classId: number) {
  const res = await as(server, admin)('PUT', `/api/class/certify/${classId}`, { body: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await eventually(
    async () => {
      const body = (await as(server, admin)('GET', `/api/external-requests/status/${res.body.request_id}`)).body;
      return body.status === 'done' && body;
    },
    { what: 'the certification' },
  );
}

type Sent = { to_address: string; subject: string; text_body: string; html_body: string | null };
const sentFor = (title: string) =>
  server.db.asOwner(async (tx) => {
    const { rows } = await tx.query<Sent>(
      'SELECT to_address, subject, text_body, html_body FROM outbound_emails WHERE subject LIKE $1 ORDER BY id',
      [`%${title} is certified`],
    );
    return rows;
  });

const primaryEmail = (username: string) =>
  server.db.asOwner(async (tx) => {
    const { rows } = await tx.query<{ email_address: string }>(
      `SELECT e.email_address FROM person_emails e JOIN persons p ON p.id = e.person_id
        WHERE p.username = $1 AND e.is_primary AND p.tenant_id = (SELECT id FROM tenants WHERE subdomain = 'demo')`,
      [username],
    );
    return rows[0]?.email_address as string;
  });

describe('the class certified e-mail', () => {
  it('goes to each credited learner from the template, with their credits and a link to their transcript, with an alert', async () => {
    const title = `Certified mail ${Date.now()}`;
    const { classId } = await insertClass(server, certifiableClass({ title }));
    await certify(classId);
    const sent = await sentFor(title);
    const addresses = [await primaryEmail('learner'), await primaryEmail('external.learner')];
    expect(sent.map((m) => m.to_address).sort()).toEqual(addresses.sort());
    for (const mail of sent) {
      expect(mail.subject).toMatch(/^Demo .*: Certified mail \d+ is certified$/);
      expect(mail.text_body).toMatch(/your transcript now shows [\d.]+ CPE credits for it/);
      expect(mail.text_body).toContain('/learner');
      expect(mail.html_body).toContain('<!doctype html>');
    }
    // Recorded in one statement with their jobs in another (certified-notices.ts): each is delivered, once.
    await eventually(
      async () => {
        const { rows } = await server.db.asOwner((tx) =>
          tx.query<{ status: string; attempts: number }>('SELECT status, attempts FROM outbound_emails WHERE subject LIKE $1', [
            `%${title} is certified`,
          ]),
        );
        return rows.length === 2 && rows.every((r) => r.status === 'sent' && r.attempts === 1);
      },
      { what: 'both e-mails delivered once', timeoutMs: 20_000 },
    );
    const alerts = await server.db.asOwner((tx) =>
      tx.query<{ n: number }>('SELECT count(*)::int AS n FROM alerts WHERE message = $1', [`Class certified: ${title}`]),
    );
    expect(alerts.rows[0]?.n).toBe(2);
  });

  it('on a re-certification, tells only the learners whose credits changed', async () => {
    const title = `Recertified mail ${Date.now()}`;
    const { classId, rosterIds } = await insertClass(server, certifiableClass({ title }));
    await certify(classId);
    expect(await sentFor(title)).toHaveLength(2);

    await certify(classId);
    expect(await sentFor(title), 'nothing changed: nobody is told again').toHaveLength(2);

    // The external learner's missed half hour is taken back: their credits change, the other learner's do not.
    await server.db.asOwner((tx) => tx.query('DELETE FROM roster_missed_times WHERE roster_id = $1', [rosterIds['external.learner']]));
    await certify(classId);
    const sent = await sentFor(title);
    expect(sent).toHaveLength(3);
    expect(sent.at(-1)?.to_address).toBe(await primaryEmail('external.learner'));
  });

  it('is a template the firm edits on /email-templates', async () => {
    const list = await as(server, admin)('POST', '/api/templates/list', { body: { personId: admin.personId } });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain('Class certified');
  });
});
