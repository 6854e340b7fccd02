import type { FastifyInstance } from 'fastify';
import type { SandboxStore } from './store.ts';
import type { SandboxControl } from './types.ts';

const controlSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    latencyMs: { type: 'integer', minimum: 0, maximum: 600_000 },
    failureMode: { enum: ['none', 'http-error', 'process-error'] },
    failCount: { type: 'integer', minimum: 1 },
    answerDelayMs: { type: 'integer', minimum: 0, maximum: 600_000 },
  },
} as const;

/**
 * The switches of tests and demos, outside any dialect: latency, failure mode and held answers
 * (`POST /sandbox/control`), back to the seeds (`POST /sandbox/reset`), and everything the
 * sandbox holds (`GET /sandbox/state`). They need the API key too when one is configured.
 */
export async function controlRoutes(app: FastifyInstance, opts: { store: SandboxStore; apiKey: string | undefined }): Promise<void> {
  const { store, apiKey } = opts;
  app.addHook('onRequest', async (request, reply) => {
    if (apiKey && request.headers.authorization !== `Bearer ${apiKey}`)
      return reply.code(401).send({ message: 'Invalid or missing API key' });
  });

  const settings = () => ({
    latencyMs: store.latencyMs,
    failureMode: store.failures.mode,
    failCount: store.failures.remaining,
    answerDelayMs: store.answers.delayMs,
  });

  app.post<{ Body: SandboxControl }>('/sandbox/control', { schema: { body: controlSchema } }, async (request) => {
    store.control(request.body ?? {});
    return settings();
  });

  app.post('/sandbox/reset', async () => {
    store.reset();
    return settings();
  });

  app.get('/sandbox/state', async () => ({ ...settings(), ...store.snapshot() }));
}
