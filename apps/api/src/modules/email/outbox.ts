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

/**
 * Records an e-mail and enqueues its delivery in the caller's transaction, so a
 * message is sent if and only if the change that caused it commits.
 */
export async function enqueueEmail(
  tx: Queryable,
  jobs: JobQueue,
  mail: { tenantId: number; to: string; subject: string; text: string },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO outbound_emails (tenant_id, to_address, subject, text_body) VALUES ($1, $2, $3, $4) RETURNING id',
    [mail.tenantId, mail.to, mail.subject, mail.text],
  );
  const emailId = (rows[0] as { id: number }).id;
  await jobs.sendInTx(tx, SEND_EMAIL_JOB, { tenantId: mail.tenantId, emailId } satisfies SendEmailJob, {
    singletonKey: `email:${mail.tenantId}:${emailId}`,
  });
  return emailId;
}

/** Delivers one recorded e-mail; a second run of the same job finds it sent and does nothing. */
export function sendEmailJob(db: Database, mailer: Mailer): JobDefinition<SendEmailJob> {
  return {
    name: SEND_EMAIL_JOB,
    async handle({ tenantId, emailId }) {
      // Claim the message; a run that finds it claimed by another fails, and pg-boss
      // retries it later, when it will find the message sent (or the claim lapsed).
      const claim = await db.withTenant({ tenantId }, async (tx) => {
        const { rows } = await tx.query<{ to_address: string; subject: string; text_body: string }>(
          `UPDATE outbound_emails SET status = 'sending', claimed_until = now() + $2::interval, attempts = attempts + 1
            WHERE id = $1 AND (status = 'queued' OR (status = 'sending' AND claimed_until < now()))
            RETURNING to_address, subject, text_body`,
          [emailId, CLAIM_LEASE],
        );
        const claimed = rows[0];
        if (claimed) return { email: claimed, status: 'sending' };
        const current = await tx.query<{ status: string }>('SELECT status FROM outbound_emails WHERE id = $1', [emailId]);
        return { email: null, status: current.rows[0]?.status ?? 'missing' };
      });
      const { email } = claim;
      if (!email) {
        if (claim.status === 'sending') throw new Error(`e-mail ${emailId} is being sent by another worker`);
        return; // sent already, or gone
      }
      try {
        await mailer.send({ to: email.to_address, subject: email.subject, text: email.text_body, reference: `t${tenantId}-e${emailId}` });
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
    },
  };
}
