import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Upload } from '../../platform/uploads.ts';
import { storedContentType } from './content-types.ts';

/**
 * Where document bytes live: STORAGE_DIR/<tenant>/<year>/<uuid>. Several API processes
 * must share STORAGE_DIR (a network volume) — docs/scaling.md.
 * The file moves there before the document's row is written; the route layer removes it
 * again if that transaction does not commit (upload.storedPath). The content type to record
 * is the sent one when the allow-list has it (content-types.ts).
 */
export async function storeUpload(
  storageDir: string,
  tenantId: number,
  upload: Upload,
  now: Date,
): Promise<{ key: string; sha256: string; contentType: string }> {
  if (upload.preStored) return { ...upload.preStored, contentType: storedContentType(upload.mimetype) };
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(upload.tempPath)) hash.update(chunk as Buffer);
  const key = path.posix.join(String(tenantId), String(now.getUTCFullYear()), randomUUID());
  const target = path.join(storageDir, key);
  await mkdir(path.dirname(target), { recursive: true });
  await rename(upload.tempPath, target);
  upload.storedPath = target;
  return { key, sha256: hash.digest('hex'), contentType: storedContentType(upload.mimetype) };
}

/** The file of a stored key; keys are made by storeUpload only, never from input. */
export const storedPath = (storageDir: string, key: string) => path.join(storageDir, key);
