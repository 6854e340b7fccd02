import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** An upload takes seconds; a temporary file older than this belongs to no request any more. */
export const STALE_UPLOAD_MS = 60 * 60 * 1000;

/**
 * Removes the temporary files of uploads (STORAGE_DIR/incoming) last written over an hour ago:
 * what a crashed or killed process left behind. Each request removes its own file; this is
 * the backstop. Returns how many were removed.
 */
export async function removeStaleUploads(incomingDir: string, now: Date): Promise<number> {
  const names = await readdir(incomingDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const name of names) {
    const file = path.join(incomingDir, name);
    const info = await stat(file).catch(() => null);
    if (!info || now.getTime() - info.mtimeMs <= STALE_UPLOAD_MS) continue;
    await rm(file, { recursive: true, force: true });
    removed++;
  }
  return removed;
}
