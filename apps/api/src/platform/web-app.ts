import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Serves the built web app (apps/web/dist). Any GET outside /api that is not a file
 * gets index.html, so the browser's router owns the path.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const built = existsSync(`${distDir}/index.html`);
  if (built) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: ['index.html'] });
  }
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url === '/api' || req.url.startsWith('/api/');
    if (!isApi && req.method === 'GET' && built) return reply.type('text/html').sendFile('index.html');
    const message = isApi || built ? 'This page could not be found' : 'The web app is not built: run `npm run build`.';
    return reply.code(404).send(new AppError(404, 'NOT_FOUND', message).toBody());
  });
}
