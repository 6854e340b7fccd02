import type { Database, Queryable } from '../../db/types.ts';
import type { JobDefinition, JobQueue } from '../../jobs/queue.ts';
import type { Mailer } from './mailer.ts';

export const SEND_EMAIL_JOB = 'email.send';

/** Longer than any SMTP exchange; a crashed worker's claim lapses after it. */
const CLAIM_LEASE = '5 minutes';

interface SendEmailJob {
  tenantId: number;
  emailId: number;
}

export interface Mail {
  tenantId: number;
  to: string;
  subject: string;
  text: string;
  /** The HTML alternative (an e-mail made from a tenant template); the text stays the plain part. */
  html?: string | null;
}

/** Records an e-mail in the outbox table (status 'queued'); returns its id. */
export async function recordEmail(tx: Queryable, mail: Mail): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO outbound_emails (tenant_id, to_address, subject, text_body, html_body) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [mail.tenantId, mail.to, mail.subject, mail.text, mail.html ?? null],
  );
  return (rows[0] as { id: number }).id;
}

/**
 * Records an e-mail and enqueues its delivery in the caller's transaction, so a
 * message is sent if and only if the change that caused it commits. `startAfterSeconds`
 * holds the job back (for a caller that delivers at once itself and keeps the job as the retry).
 */
export async function enqueueEmail(tx: Queryable, jobs: JobQueue, mail: Mail, opts: { startAfterSeconds?: number } = {}): Promise<number> {
  const emailId = await recordEmail(tx, mail);
  await jobs.sendInTx(tx, SEND_EMAIL_JOB, { tenantId: mail.tenantId, emailId } satisfies SendEmailJob, {
    singletonKey: `email:${mail.tenantId}:${emailId}`,
    startAfterSeconds: opts.startAfterSeconds,
  });
  return emailId;
}

/**
 * Many e-mails at once (a certified class of 2,000): recorded in one statement and their
 * deliveries enqueued in one more, in the caller's transaction, as enqueueEmail does for one.
 */
export async function enqueueEmails(tx: Queryable, jobs: JobQueue, tenantId: number, mails: Omit<Mail, 'tenantId'>[]): Promise<number[]> {
  if (mails.length === 0) return [];
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO outbound_emails (tenant_id, to_address, subject, text_body, html_body)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[]) RETURNING id`,
    [tenantId, mails.map((m) => m.to), mails.map((m) => m.subject), mails.map((m) => m.text), mails.map((m) => m.html ?? null)],
  );
  const ids = rows.map((r) => r.id);
  await jobs.insertInTx(
    tx,
    SEND_EMAIL_JOB,
    ids.map((emailId) => ({ data: { tenantId, emailId } satisfies SendEmailJob, singletonKey: `email:${tenantId}:${emailId}` })),
  );
  return ids;
}

/** What became of one delivery attempt; a failed send throws instead. */
export type Delivery = 'sent' | 'already-sent' | 'claimed-elsewhere' | 'missing';

/**
 * Delivers one recorded e-mail unless it is sent or being sent: claims it (status
 * 'sending', with a lease, so two workers never send it at once), sends, marks it sent.
 * A failed send puts it back to 'queued' with the error, and throws.
 */
export async function deliverEmail(db: Database, mailer: Mailer, tenantId: number, emailId: number): Promise<Delivery> {
  const claim = await db.withTenant({ tenantId }, async (tx) => {
    const { rows } = await tx.query<{ to_address: string; subject: string; text_body: string; html_body: string | null }>(
      `UPDATE outbound_emails SET status = 'sending', claimed_until = now() + $2::interval, attempts = attempts + 1
        WHERE id = $1 AND (status = 'queued' OR (status = 'sending' AND claimed_until < now()))
        RETURNING to_address, subject, text_body, html_body`,
      [emailId, CLAIM_LEASE],
    );
    const claimed = rows[0];
    if (claimed) return { email: claimed, status: 'sending' };
    const current = await tx.query<{ status: string }>('SELECT status FROM outbound_emails WHERE id = $1', [emailId]);
    return { email: null, status: current.rows[0]?.status ?? 'missing' };
  });
  const { email } = claim;
  if (!email) {
    if (claim.status === 'sending') return 'claimed-elsewhere';
    return claim.status === 'missing' ? 'missing' : 'already-sent';
  }
  try {
    await mailer.send({
      to: email.to_address,
      subject: email.subject,
      text: email.text_body,
      html: email.html_body,
      reference: `t${tenantId}-e${emailId}`,
    });
  } catch (err) {
    await db.withTenant({ tenantId }, (tx) =>
      tx.query("UPDATE outbound_emails SET status = 'queued', claimed_until = NULL, last_error = $2 WHERE id = $1", [
        emailId,
        String((err as Error).message).slice(0, 500),
      ]),
    );
    throw err;
  }
  await db.withTenant({ tenantId }, (tx) =>
    tx.query("UPDATE outbound_emails SET status = 'sent', sent_at = now(), claimed_until = NULL, last_error = NULL WHERE id = $1", [
      emailId,
    ]),
  );
  return 'sent';
}

/** The job: a second run of the same job finds the message sent and does nothing. */
export function sendEmailJob(db: Database, mailer: Mailer): JobDefinition<SendEmailJob> {
  return {
    name: SEND_EMAIL_JOB,
    // A certified class of 2,000 queues 2,000 e-mails: a fetch takes twenty at a time.
    batchSize: 20,
    // A batch of 20 at SMTP speed; each message is claimed, so a batch taken back is not sent twice.
    expireInSeconds: 40,
    async handle({ tenantId, emailId }) {
      // A message another worker is sending fails this run; pg-boss retries it later,
      // when it will find the message sent (or the claim lapsed).
      if ((await deliverEmail(db, mailer, tenantId, emailId)) === 'claimed-elsewhere')
        throw new Error(`e-mail ${emailId} is being sent by another worker`);
    },
  };
}
