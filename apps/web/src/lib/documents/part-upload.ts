import { calls, MESSAGES, partCount, partRange, type UploadPart, usesPartUpload } from '@cpe/contract';
import { ApiError, callHeaders, failure } from '../api-client.ts';
import { errorMessage } from '../api-errors.ts';
import { call } from '../call.ts';

/** The record a document goes to, as POST /docs/upload-link names it. */
export type PartTarget = { learning_object_type_id: number; learning_object_id: number } | { in_people_id: number };

/** How many parts are sent at once, and how often a failed part is tried again (after 1 s, 2 s, 4 s). */
export const PART_CONCURRENCY = 3;
export const PART_RETRIES = 3;
const backoffMs = (attempt: number) => 1000 * 2 ** attempt;

/** Which step failed, with the product's message for it. */
export class PartUploadError extends Error {
  constructor(
    readonly step: 'link' | 'part' | 'complete',
    override readonly cause: unknown,
  ) {
    const title = { link: MESSAGES.uploadUrlError, part: MESSAGES.documentUploadError, complete: MESSAGES.documentMetadataError }[step];
    super(`${title}: ${cause instanceof ApiError ? cause.message : errorMessage(cause)}`);
  }
}

export interface PartUploadInput {
  file: File;
  attachmentTypeId: number;
  target: PartTarget;
  /** Called with 0…100 as the parts arrive. */
  onProgress?: (percent: number) => void;
  sleep?: (ms: number) => Promise<void>;
}

/** PUTs one part; our own URLs (relative) carry the call headers, a bucket's presigned URL none. */
async function putPart(part: UploadPart, bytes: Blob): Promise<string> {
  const own = part.uploadURL.startsWith('/');
  const headers = { ...(own ? callHeaders('application/json', false) : {}), 'content-type': 'application/octet-stream' };
  const res = await fetch(part.uploadURL, { method: 'PUT', headers, body: bytes });
  if (!res.ok) throw own ? await failure(res, false) : new Error(`The store answered ${res.status}`);
  const etag = res.headers.get('etag');
  if (!etag) throw new Error('The store answered no ETag (an S3 bucket must expose it to the browser: CORS ExposeHeaders ETag).');
  return etag;
}

/**
 * Upload rule: a file over 10,000,000 bytes goes in 5,242,880-byte parts. Asks for the parts'
 * URLs, PUTs the parts three at a time, each tried up to three more times with a growing
 * pause, reporting the share of bytes sent, then completes the upload with the etags.
 */
export async function uploadInParts({
  file,
  attachmentTypeId,
  target,
  onProgress,
  sleep,
}: PartUploadInput): Promise<{ id: number; message: string }> {
  const wait = sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const fields = { attachment_type_id: attachmentTypeId, filename: file.name, content_type: file.type || undefined, ...target };
  const parts = await call(calls.createUploadLink, { body: { ...fields, numOfParts: partCount(file.size) } }).catch((error: unknown) => {
    throw new PartUploadError('link', error);
  });
  const etags: { partNum: number; etag: string }[] = [];
  let sent = 0;
  onProgress?.(0);
  const sendOne = async (part: UploadPart) => {
    const { start, end } = partRange(file.size, part.partNum);
    for (let attempt = 0; ; attempt++) {
      try {
        etags.push({ partNum: part.partNum, etag: await putPart(part, file.slice(start, end)) });
        sent += end - start;
        onProgress?.(Math.round((sent / file.size) * 100));
        return;
      } catch (error) {
        if (attempt >= PART_RETRIES) throw new PartUploadError('part', error);
        await wait(backoffMs(attempt));
      }
    }
  };
  const queue = [...parts];
  const worker = async () => {
    for (let part = queue.shift(); part; part = queue.shift()) await sendOne(part);
  };
  await Promise.all(Array.from({ length: Math.min(PART_CONCURRENCY, parts.length) }, worker));
  const first = parts[0] as UploadPart;
  etags.sort((a, b) => a.partNum - b.partNum);
  return call(calls.completeLargeUpload, {
    body: { ...fields, cloudFilepath: first.filepath, uploadId: first.uploadId, etags },
  }).catch((error: unknown) => {
    throw new PartUploadError('complete', error);
  });
}

/** A file of at most 10,000,000 bytes goes in one request (`direct`); a larger one in parts. */
export function uploadDocumentFile(input: PartUploadInput, direct: () => Promise<unknown>): Promise<unknown> {
  return usesPartUpload(input.file.size) ? uploadInParts(input) : direct();
}
