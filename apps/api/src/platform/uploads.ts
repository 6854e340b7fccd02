import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { idParam } from '@cpe/contract';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from './errors.ts';

/** Upload rule: files over 10,000,000 bytes go through the multipart (chunked) upload instead. */
export const MAX_DIRECT_UPLOAD_BYTES = 10_000_000;
/** Temporary files of uploads in progress live in STORAGE_DIR/incoming until stored or removed. */
export const INCOMING_DIR = 'incoming';

const LIMITS = { fileSize: MAX_DIRECT_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 21 };

/** A file received with a multipart/form-data request, kept in a temporary file until the handler stores it. */
export interface Upload {
  tempPath: string;
  filename: string;
  mimetype: string;
  size: number;
  /** The form's text fields. */
  fields: Record<string, string>;
  /** Where the handler moved the file (storage.ts); removed again when the request's transaction does not commit. */
  storedPath?: string;
  /** A file already in storage under this key (assembled from parts, ADR 0040): storing it records it as it is. */
  preStored?: { key: string; sha256: string };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The multipart request's file, when it had one. */
    upload?: Upload;
    /** The multipart request's text fields, with or without a file. */
    formFields?: Record<string, string>;
  }
}

/** Never part of a stored file name (NUL above all, which PostgreSQL text cannot hold). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is being replaced
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

const malformed = () => invalid('body', 'The multipart/form-data body is malformed or incomplete.');

/**
 * Reads a multipart request: its text fields, and its one file to a temporary file in
 * `tempDir`. It runs before the request's transaction opens, so a slow upload never holds a
 * database connection, and only after the caller was admitted (route.ts). Whatever goes
 * wrong while reading, the temporary file is removed before the error is answered; a body
 * that is not well-formed multipart is a 400. The caller removes the temporary file when the
 * request ends (stored or not).
 */
export async function receiveUpload(req: FastifyRequest, tempDir: string): Promise<void> {
  // Not multipart: no upload; the handler answers 400 (after authorization, so a refused caller gets 403).
  if (!req.isMultipart()) return;
  const fields: Record<string, string> = {};
  let parts: AsyncIterableIterator<MultipartFile | { type: 'field'; fieldname: string; value: unknown }>;
  try {
    parts = req.parts({ limits: LIMITS }) as typeof parts;
  } catch {
    // busboy refuses a multipart content type without a boundary at once.
    throw malformed();
  }
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else req.upload = await receiveFile(part, tempDir, fields);
    }
  } catch (error) {
    if (req.upload) await rm(req.upload.tempPath, { force: true });
    req.upload = undefined;
    throw receiveError(error);
  }
  req.formFields = fields;
}

async function receiveFile(part: MultipartFile, tempDir: string, fields: Record<string, string>): Promise<Upload> {
  await mkdir(tempDir, { recursive: true });
  const tempPath = path.join(tempDir, randomUUID());
  let size = 0;
  part.file.on('data', (chunk: Buffer) => {
    size += chunk.length;
  });
  try {
    await pipeline(part.file, createWriteStream(tempPath));
    if (part.file.truncated) throw tooLarge();
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
  const filename = path
    .basename(part.filename || 'file')
    .replace(CONTROL_CHARACTERS, '_')
    .slice(0, 255);
  if (!filename || filename === '.' || filename === '..') {
    await rm(tempPath, { force: true });
    throw invalid('body.file', 'The file needs a name.');
  }
  // The same object collects the fields that follow the file.
  return { tempPath, filename, mimetype: part.mimetype || 'application/octet-stream', size, fields };
}

const tooLarge = () =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', `Files over ${MAX_DIRECT_UPLOAD_BYTES.toLocaleString('en-US')} bytes use the multipart upload.`);

/**
 * Our own errors and the plugin's 4xx (too large, too many parts) stay as they are; a failure
 * of this machine (the disk) stays a server fault; the rest is a body that is not well-formed
 * multipart: truncated, a part without its end, a client that went away mid-body.
 */
function receiveError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { statusCode: status, code, syscall } = error as { statusCode?: unknown; code?: unknown; syscall?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  if (typeof syscall === 'string' && syscall !== 'read') return error;
  return malformed();
}

/**
 * A positive id in a form field: decimal digits only, as in paths and queries. Missing is
 * undefined; anything else is a 400 naming the field.
 */
export function formId(fields: Record<string, string> | undefined, name: string): number | undefined {
  const value = fields?.[name];
  if (value === undefined || value === '') return undefined;
  const parsed = idParam.safeParse(value);
  if (!parsed.success) throw invalid(`body.${name}`, 'Expected a positive decimal integer.');
  return parsed.data;
}
