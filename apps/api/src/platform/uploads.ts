import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from './errors.ts';

/** Spec §5: files over 10,000,000 bytes go through the multipart (chunked) upload instead. */
export const MAX_DIRECT_UPLOAD_BYTES = 10_000_000;

/** A file received with a multipart/form-data request, kept in a temporary file until the handler stores it. */
export interface Upload {
  tempPath: string;
  filename: string;
  mimetype: string;
  size: number;
  /** The form's text fields sent before the file. */
  fields: Record<string, string>;
}

declare module 'fastify' {
  interface FastifyRequest {
    upload?: Upload;
  }
}

/**
 * Reads the one file of a multipart request to a temporary file before the request's
 * transaction opens, so a slow upload never holds a database connection. The caller
 * removes the temporary file when the request ends (stored or not).
 */
export async function receiveUpload(req: FastifyRequest, tempDir: string): Promise<Upload | undefined> {
  // Not multipart: no upload; the handler answers 400 (after authorization, so a refused caller gets 403).
  if (!req.isMultipart()) return undefined;
  const part = await req.file({ limits: { fileSize: MAX_DIRECT_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 10_000 } });
  if (!part) throw invalid('body.file', 'Required.');
  await mkdir(tempDir, { recursive: true });
  const tempPath = path.join(tempDir, randomUUID());
  let size = 0;
  part.file.on('data', (chunk: Buffer) => {
    size += chunk.length;
  });
  await pipeline(part.file, createWriteStream(tempPath));
  if (part.file.truncated) {
    await rm(tempPath, { force: true });
    throw new AppError(
      413,
      'PAYLOAD_TOO_LARGE',
      `Files over ${MAX_DIRECT_UPLOAD_BYTES.toLocaleString('en-US')} bytes use the multipart upload.`,
    );
  }
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    const value = Array.isArray(field) ? field[0] : field;
    if (value && value.type === 'field' && typeof value.value === 'string') fields[name] = value.value;
  }
  const filename = path.basename(part.filename || 'file').slice(0, 255);
  if (!filename || filename === '.' || filename === '..') throw invalid('body.file', 'The file needs a name.');
  return { tempPath, filename, mimetype: part.mimetype || 'application/octet-stream', size, fields };
}
