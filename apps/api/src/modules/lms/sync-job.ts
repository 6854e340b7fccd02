import type { Database, Queryable } from '../../db/types.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import type { AppServices } from '../../platform/services.ts';
import type { LmsConnector, LmsTicketStatus } from './connector.ts';
import { LmsError } from './connector.ts';
import { lmsConnectorFor } from './create-connector.ts';
import { LMS_SYNC_JOB, type LmsSyncJob, loadSyncRequest, type SyncRequestRow } from './sync-requests.ts';

/** What each kind of sync sends, and what it does with the LMS's answer; the course and class modules register theirs. */
export interface SyncKind {
  /**
   * Sends the request and answers the LMS's ticket, or null when the work was done
   * without one (a class import reads the LMS synchronously; a class without an LMS id is
   * certified locally): the request is then finished in the same transaction.
   */
  submit(tx: Queryable, request: SyncRequestRow, lms: LmsConnector): Promise<string | null>;
  /** Called inside a transaction once the LMS has processed everything without errors. */
  onSuccess?(tx: Queryable, request: SyncRequestRow, status: LmsTicketStatus): Promise<void>;
}

const POLL_MS = 250;
const GIVE_UP_MS = 120_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const DONE_LOCALLY: LmsTicketStatus = {
  qty_in_queue: 0,
  unprocessed_messages: 0,
  processed_messages: 0,
  error_messages: [],
  done: true,
  success: true,
};

async function update(db: Database, tenantId: number, requestId: number, set: Record<string, unknown>): Promise<void> {
  const keys = Object.keys(set);
  await db.withTenant({ tenantId }, (tx) =>
    tx.query(`UPDATE lms_sync_requests SET ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')} WHERE id = $1`, [
      requestId,
      ...keys.map((k) => (k === 'error_messages' ? JSON.stringify(set[k]) : set[k])),
    ]),
  );
}

/**
 * The tenant's connector; without a configured LMS, one whose every call fails with the
 * reason, so a kind that finishes locally (a certification of a class without an LMS id)
 * still runs on a server without LMS_URL.
 */
function connectorOrAbsent(services: AppServices, subdomain: string, type: LmsConnector['type']): LmsConnector {
  try {
    return lmsConnectorFor(services.config, subdomain, type);
  } catch (err) {
    if (!(err instanceof LmsError)) throw err;
    const refuse = async (): Promise<never> => {
      throw err;
    };
    return { type, submitCourse: refuse, submitClass: refuse, fetchClass: refuse, submitCompletions: refuse, ticketStatus: refuse };
  }
}

/**
 * Runs one sync request: submit it to the tenant's LMS (once: a retried job finds the
 * ticket and only polls), then follow the LMS's queue, writing its counts to the
 * request row that the screen polls, until nothing is left unprocessed.
 */
export function lmsSyncJob(services: AppServices, kinds: Record<string, SyncKind>): JobDefinition<LmsSyncJob> {
  const { db } = services;
  return {
    name: LMS_SYNC_JOB,
    retryLimit: 2,
    async handle({ tenantId, requestId }) {
      const ctx = await db.withTenant({ tenantId }, async (tx) => {
        const request = await loadSyncRequest(tx, requestId);
        const { rows } = await tx.query<{ subdomain: string }>('SELECT subdomain FROM tenants WHERE id = $1', [tenantId]);
        return { request, subdomain: rows[0]?.subdomain ?? '' };
      });
      const request = ctx.request;
      if (!request || request.status === 'done' || request.status === 'failed') return;
      const kind = kinds[request.action];
      const fail = (messages: string[]) =>
        update(db, tenantId, requestId, {
          status: 'failed',
          qty_in_queue: 0,
          unprocessed_messages: 0,
          error_messages: messages,
          finished_at: new Date(),
        });
      if (!kind) return fail([`Unknown sync action ${request.action}`]);
      let ticket = request.ticket_id;
      let lms: LmsConnector;
      try {
        lms = connectorOrAbsent(services, ctx.subdomain, request.lms_type);
        if (!ticket) {
          const submitted = await db.withTenant({ tenantId, personId: request.created_by }, async (tx) => {
            const sent = await kind.submit(tx, request, lms);
            if (sent === null) {
              await tx.query(
                `UPDATE lms_sync_requests SET status = 'done', qty_in_queue = 0, unprocessed_messages = 0, finished_at = now() WHERE id = $1`,
                [requestId],
              );
              await kind.onSuccess?.(tx, request, DONE_LOCALLY);
            }
            return sent;
          });
          if (submitted === null) return;
          ticket = submitted;
          await update(db, tenantId, requestId, { status: 'sent', ticket_id: ticket });
        }
      } catch (err) {
        return fail([err instanceof LmsError ? err.message : 'Request could not be sent']);
      }
      const started = Date.now();
      for (;;) {
        let status: LmsTicketStatus;
        try {
          status = await lms.ticketStatus(ticket);
        } catch (err) {
          return fail([err instanceof LmsError ? err.message : 'Could not read the LMS queue']);
        }
        if (status.done) {
          const ok = status.success && status.error_messages.length === 0;
          await db.withTenant({ tenantId, personId: request.created_by }, async (tx) => {
            await tx.query(
              `UPDATE lms_sync_requests SET status = $2, qty_in_queue = 0, unprocessed_messages = 0, error_messages = $3, lms_id = $4, finished_at = now()
                WHERE id = $1`,
              [requestId, ok ? 'done' : 'failed', JSON.stringify(status.error_messages), status.lmsId ?? null],
            );
            if (ok) await kind.onSuccess?.(tx, request, status);
          });
          return;
        }
        await update(db, tenantId, requestId, { qty_in_queue: status.qty_in_queue, unprocessed_messages: status.unprocessed_messages });
        if (Date.now() - started > GIVE_UP_MS) return fail(['The LMS did not finish processing in time']);
        await sleep(POLL_MS);
      }
    },
  };
}
