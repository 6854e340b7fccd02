import { rm } from 'node:fs/promises';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/types.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import type { Clock } from '../../platform/clock.ts';
import { objectStoreOf } from '../../platform/object-store.ts';
import { partsDir } from './part-store.ts';

/**
 * Removes every upload in parts never completed that has had no part for
 * UPLOAD_ABANDONED_AFTER_HOURS (24 by default; since it was opened if no part ever came, and
 * always so in S3, whose parts we do not see): its parts (the local directory, or the bucket's
 * multipart upload, aborted) and then its row, which frees its room in the quotas (ADR 0057).
 * Repeating it is harmless. Returns how many uploads were removed.
 */
export async function removeAbandonedUploads(
  db: Database,
  config: Pick<Config, 'storageDir' | 's3' | 'uploadQuotas'>,
  now: Date,
): Promise<number> {
  const before = new Date(now.getTime() - config.uploadQuotas.abandonedAfterHours * 3600_000);
  const store = objectStoreOf(config);
  const tenants = await db.withTenant({ tenantId: null }, (tx) => tx.query<{ id: number }>('SELECT id FROM tenants'));
  let removed = 0;
  for (const { id: tenantId } of tenants.rows) {
    const { rows } = await db.withTenant({ tenantId }, (tx) =>
      tx.query<{ id: number; upload_id: string; store: string; storage_key: string; s3_upload_id: string | null }>(
        `SELECT id, upload_id, store, storage_key, s3_upload_id FROM document_uploads
          WHERE completed_at IS NULL AND coalesce(last_part_at, created_at) < $1`,
        [before],
      ),
    );
    for (const upload of rows) {
      if (upload.store === 's3' && upload.s3_upload_id && store) await store.abortMultipartUpload(upload.storage_key, upload.s3_upload_id);
      await rm(partsDir(config.storageDir, tenantId, upload.upload_id), { recursive: true, force: true });
      await db.withTenant({ tenantId }, (tx) =>
        tx.query('DELETE FROM document_uploads WHERE id = $1 AND completed_at IS NULL AND coalesce(last_part_at, created_at) < $2', [
          upload.id,
          before,
        ]),
      );
      removed++;
    }
  }
  return removed;
}

/** Hourly: abandoned uploads in parts go (ADR 0040, 0057). */
export function documentUploadCleanupJob(db: Database, config: Config, clock: Clock): JobDefinition<object> {
  return {
    name: 'documents.upload-cleanup',
    expireInSeconds: 45,
    schedule: '41 * * * *',
    async handle() {
      await removeAbandonedUploads(db, config, clock.now());
    },
  };
}
