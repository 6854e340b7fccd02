import { isoSql } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { LmsType } from './connector.ts';

export const LMS_SYNC_JOB = 'lms.sync';

export interface LmsSyncJob {
  tenantId: number;
  requestId: number;
}

/** Records a sync with the tenant's LMS and enqueues it in the caller's transaction; the screen polls the returned id. */
export async function enqueueLmsSync(
  tx: Queryable,
  jobs: JobQueue,
  r: { tenantId: number; objectType: number; objectId: number; lmsType: LmsType; action: string; personId: number; now: Date },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO lms_sync_requests (learning_object_type_id, learning_object_id, lms_type, action, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [r.objectType, r.objectId, r.lmsType, r.action, r.personId, r.now],
  );
  const requestId = (rows[0] as { id: number }).id;
  await jobs.sendInTx(tx, LMS_SYNC_JOB, { tenantId: r.tenantId, requestId } satisfies LmsSyncJob, {
    singletonKey: `lms:${r.tenantId}:${requestId}`,
  });
  return requestId;
}

export interface SyncRequestRow {
  request_id: number;
  learning_object_type_id: number;
  learning_object_id: number;
  lms_type: LmsType;
  action: string;
  status: 'queued' | 'sent' | 'done' | 'failed';
  ticket_id: string | null;
  /** The part whose ticket ticket_id is; without a ticket, the part the LMS last finished (migration 0010). */
  step: string | null;
  qty_in_queue: number;
  unprocessed_messages: number;
  error_messages: string[];
  lms_id: string | null;
  created_by: number | null;
  created_at: string;
}

export async function loadSyncRequest(tx: Queryable, id: number): Promise<SyncRequestRow | null> {
  const { rows } = await tx.query<SyncRequestRow>(
    `SELECT id AS request_id, learning_object_type_id, learning_object_id, lms_type, action, status, ticket_id, step, qty_in_queue,
            unprocessed_messages, error_messages, lms_id, created_by, ${isoSql('created_at')} AS created_at
       FROM lms_sync_requests WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
