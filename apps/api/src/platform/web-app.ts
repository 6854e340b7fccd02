import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** A file whose name carries its content's hash never changes: the browser keeps it a year without asking. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the tenants' logos) is asked for again, and a 304 answers when it has not changed. */
const REVALIDATE = 'no-cache';
const PRECOMPRESSED = /\.(br|gz)$/;

/**
 * The files Vite named after their content (its manifest, `build.manifest` in apps/web/vite.config.ts),
 * as paths under dist: every chunk, its CSS and the assets it imports. Files of apps/web/public keep
 * their names and are not in it.
 */
function hashedFiles(distDir: string): Set<string> {
  const manifestFile = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return new Set();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string; css?: string[]; assets?: string[] }>;
  return new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]));
}

/** The files of dist with a precompressed copy beside them (paths under dist). */
function precompressedFiles(distDir: string): Set<string> {
  const all = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).map((f) => f.split(path.sep).join('/'));
  return new Set(all.filter((f) => PRECOMPRESSED.test(f)).map((f) => f.replace(PRECOMPRESSED, '')));
}

/**
 * Serves the built web app (apps/web/dist). Any GET outside /api that is not a file
 * gets index.html, so the browser's router owns the path.
 *
 * The build writes a brotli and a gzip copy beside each text file (apps/web/scripts/precompress.mjs),
 * sent as they are to a browser that accepts them: a page load costs no compression (ADR 0066).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const built = existsSync(`${distDir}/index.html`);
  if (built) {
    const hashed = hashedFiles(distDir);
    const compressed = precompressedFiles(distDir);
    const setHeaders = (res: SetHeadersResponse, file: string) => {
      const relative = path.relative(distDir, file).split(path.sep).join('/');
      const original = relative.replace(PRECOMPRESSED, '');
      res.setHeader('cache-control', hashed.has(original) ? IMMUTABLE : REVALIDATE);
      // The same address answers in brotli, gzip or plain: a shared cache must key on the encoding.
      if (compressed.has(original)) res.setHeader('vary', 'accept-encoding');
    };
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders,
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url === '/api' || req.url.startsWith('/api/');
    if (!isApi && req.method === 'GET' && built) return reply.type('text/html').sendFile('index.html');
    const message = isApi || built ? 'This page could not be found' : 'The web app is not built: run `npm run build`.';
    return reply.code(404).send(new AppError(404, 'NOT_FOUND', message).toBody());
  });
}
