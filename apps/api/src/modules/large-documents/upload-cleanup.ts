import { rm } from 'node:fs/promises';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/types.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import type { Clock } from '../../platform/clock.ts';
import { objectStoreOf } from './object-store.ts';
import { partsDir } from './part-store.ts';

/** An upload in parts not completed within a day is abandoned. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Removes every upload in parts opened more than a day before `now` and never completed: its
 * parts (the local directory, or the bucket's multipart upload, aborted) and then its row.
 * Repeating it is harmless. Returns how many uploads were removed.
 */
export async function removeAbandonedUploads(db: Database, config: Pick<Config, 'storageDir' | 's3'>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ABANDONED_AFTER_MS);
  const store = objectStoreOf(config);
  const tenants = await db.withTenant({ tenantId: null }, (tx) => tx.query<{ id: number }>('SELECT id FROM tenants'));
  let removed = 0;
  for (const { id: tenantId } of tenants.rows) {
    const { rows } = await db.withTenant({ tenantId }, (tx) =>
      tx.query<{ id: number; upload_id: string; store: string; storage_key: string; s3_upload_id: string | null }>(
        'SELECT id, upload_id, store, storage_key, s3_upload_id FROM document_uploads WHERE completed_at IS NULL AND created_at < $1',
        [before],
      ),
    );
    for (const upload of rows) {
      if (upload.store === 's3' && upload.s3_upload_id && store) await store.abortMultipartUpload(upload.storage_key, upload.s3_upload_id);
      await rm(partsDir(config.storageDir, tenantId, upload.upload_id), { recursive: true, force: true });
      await db.withTenant({ tenantId }, (tx) =>
        tx.query('DELETE FROM document_uploads WHERE id = $1 AND completed_at IS NULL', [upload.id]),
      );
      removed++;
    }
  }
  return removed;
}

/** Hourly: abandoned uploads in parts go (ADR 0040). */
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
