import { healthResponse, readinessResponse } from '@cpe/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { migrationsCurrent } from '../../db/migrate.ts';
import { allow } from '../../platform/authorize.ts';
import type { AppServices } from '../../platform/services.ts';

/**
 * Liveness and readiness for the load balancer. They name no tenant, so they are
 * registered outside defineRoute (which always opens a tenant transaction).
 */
export function registerHealthRoutes(app: FastifyInstance, services: AppServices): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/health',
    { config: { auth: allow.anyone() }, schema: { summary: 'Process alive', tags: ['health'], response: { 200: healthResponse } } },
    async () => ({ status: 'ok' as const }),
  );
  r.get(
    '/api/health/ready',
    {
      config: { auth: allow.anyone() },
      schema: {
        summary: 'Database reachable, migrations current, job queue running',
        tags: ['health'],
        response: { 200: readinessResponse, 503: readinessResponse },
      },
    },
    async (_req, reply) => {
      const database = await services.db.ping().then(
        () => true,
        () => false,
      );
      const migrations = database && (await migrationsCurrent(services.db).catch(() => false));
      const jobs = services.jobs.isRunning();
      const ready = database && migrations && jobs;
      reply.code(ready ? 200 : 503);
      return { status: ready ? ('ready' as const) : ('not ready' as const), database, migrations, jobs };
    },
  );
}
