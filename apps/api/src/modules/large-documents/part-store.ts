import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_PART_BYTES } from '@cpe/contract';
import { invalid } from '../../platform/errors.ts';

/** The local store keeps an open upload's parts in STORAGE_DIR/parts/<tenant>/<uploadId>/<partNum>. */
export const partsDir = (storageDir: string, tenantId: number, uploadId: string) =>
  path.join(storageDir, 'parts', String(tenantId), uploadId);

/** A received part replaces any earlier copy at once (a retry, or two concurrent sends of it). */
export async function keepPart(storageDir: string, tenantId: number, uploadId: string, partNum: number, tempPath: string): Promise<void> {
  const dir = partsDir(storageDir, tenantId, uploadId);
  await mkdir(dir, { recursive: true });
  await rename(tempPath, path.join(dir, String(partNum)));
}

/** S3's ETags are quoted and lower-case hex; accept them with or without the quotes. */
export const etagOf = (md5Hex: string) => `"${md5Hex}"`;
const bareEtag = (etag: string) => etag.trim().replace(/^W\//, '').replace(/^"|"$/g, '').toLowerCase();

/**
 * The etags in part order, each part 1…parts named exactly once: a part left out, named
 * twice or beyond the upload is a 400 naming it. Returns the index of each part's etag in the body.
 */
export function orderEtags(etags: readonly { partNum: number; etag: string }[], parts: number): { etag: string; index: number }[] {
  const byPart = new Map<number, { etag: string; index: number }>();
  for (const [index, { partNum, etag }] of etags.entries()) {
    if (partNum > parts) throw invalid(`body.etags.${index}`, `Part ${partNum} is not one of the upload's ${parts} parts.`);
    if (byPart.has(partNum)) throw invalid(`body.etags.${index}`, `Part ${partNum} is named twice.`);
    byPart.set(partNum, { etag, index });
  }
  return Array.from({ length: parts }, (_, i) => {
    const found = byPart.get(i + 1);
    if (!found) throw invalid('body.etags', `Part ${i + 1} is missing.`);
    return found;
  });
}

/**
 * Joins the parts, in order, into `target`, streaming (never a whole part in memory), and
 * checks as it goes that each part is there, is whole (every part but the last has 5,242,880
 * bytes) and has the etag its PUT answered: else a 400 naming the part, and nothing is
 * written. A file over `maxBytes` is refused before it is joined.
 */
export async function assembleParts(
  dir: string,
  etags: readonly { etag: string; index: number }[],
  maxBytes: number,
  target: string,
): Promise<{ size: number; sha256: string }> {
  let size = 0;
  for (const [i, { index }] of etags.entries()) {
    const info = await stat(path.join(dir, String(i + 1))).catch(() => null);
    if (!info) throw invalid(`body.etags.${index}`, `Part ${i + 1} was not uploaded.`);
    if (i < etags.length - 1 && info.size !== UPLOAD_PART_BYTES)
      throw invalid(`body.etags.${index}`, `Part ${i + 1} has ${info.size} bytes; every part but the last has ${UPLOAD_PART_BYTES}.`);
    size += info.size;
  }
  if (size > maxBytes)
    throw invalid('body.uploadId', `The file is larger than this firm's limit of ${maxBytes.toLocaleString('en-US')} bytes.`);
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.${randomUUID()}.partial`;
  const out = createWriteStream(partial);
  const sha256 = createHash('sha256');
  try {
    for (const [i, { etag, index }] of etags.entries()) {
      const md5 = createHash('md5');
      for await (const chunk of createReadStream(path.join(dir, String(i + 1)))) {
        md5.update(chunk as Buffer);
        sha256.update(chunk as Buffer);
        if (!out.write(chunk)) await once(out, 'drain');
      }
      if (md5.digest('hex') !== bareEtag(etag))
        throw invalid(`body.etags.${index}`, `Part ${i + 1}: the etag is not the one its upload answered.`);
    }
    out.end();
    await once(out, 'finish');
    await rename(partial, target);
  } catch (error) {
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  }
  return { size, sha256: sha256.digest('hex') };
}
