import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, invalid } from './errors.ts';

/** A raw request body (application/octet-stream), received into a temporary file. */
export interface RawUpload {
  tempPath: string;
  size: number;
  /** Hex MD5 of the bytes: the part's ETag, as S3 answers it. */
  md5: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The unread application/octet-stream body of a route that takes raw bytes. */
    rawPayload?: Readable;
    rawUpload?: RawUpload;
  }
  interface FastifyContextConfig {
    /** The route takes its body as raw bytes (RouteSpec.rawBody). */
    rawBody?: boolean;
  }
}

export const OCTET_STREAM = 'application/octet-stream';

/**
 * application/octet-stream is accepted by the routes that take raw bytes only, and left
 * unread for them: the preHandler streams it to disk (never into memory) once the caller
 * was admitted. Any other route refuses it as it refuses every unknown type.
 */
export function registerRawBodyParser(app: FastifyInstance): void {
  if (app.hasContentTypeParser(OCTET_STREAM)) return;
  app.addContentTypeParser(OCTET_STREAM, (req, payload, done) => {
    if (!req.routeOptions.config.rawBody) return done(invalid('body', 'Send application/json.'), undefined);
    req.rawPayload = payload;
    done(null, undefined);
  });
}

/**
 * Streams the request's raw body to a new file in `tempDir`, hashing it as it goes. More than
 * `maxBytes` is a 413 (the file is removed); a body that is not application/octet-stream, or
 * is empty, is a 400 naming the body.
 */
export async function receiveRawBody(req: FastifyRequest, tempDir: string, maxBytes: number): Promise<RawUpload> {
  const payload = req.rawPayload;
  if (!payload) throw invalid('body', `Send the bytes as ${OCTET_STREAM}.`);
  await mkdir(tempDir, { recursive: true });
  const tempPath = path.join(tempDir, randomUUID());
  const md5 = createHash('md5');
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) return callback(tooLarge(maxBytes));
      md5.update(chunk);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(payload, counter, createWriteStream(tempPath));
  } catch (error) {
    await rm(tempPath, { force: true });
    if (error instanceof AppError) throw error;
    throw invalid('body', 'The body ended before it was complete.');
  }
  if (size === 0) {
    await rm(tempPath, { force: true });
    throw invalid('body', 'A part has at least one byte.');
  }
  return { tempPath, size, md5: md5.digest('hex') };
}

const tooLarge = (maxBytes: number) =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', `A part has at most ${maxBytes.toLocaleString('en-US')} bytes.`);
