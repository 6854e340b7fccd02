import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers go as they are: compressing them costs more than the bytes it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Answers over 1 KB are compressed when the client accepts it (issue 17: a 2,000-learner roster
 * is about 780 KB of JSON): brotli first, gzip else. Brotli at quality 4, not its default 11,
 * which costs a hundred times the CPU for a few per cent fewer bytes. Formats that are already
 * compressed (PDF, XLSX, images, zip) are sent as they are (mime-db says which). Request bodies
 * are never decompressed: the body limits count the bytes that arrive.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    globalDecompression: false,
  });
}
