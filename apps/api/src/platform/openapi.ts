import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { allow } from './authorize.ts';

/** The OpenAPI 3 document, generated from the routes' zod schemas, and its reference page. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'CPE administration API',
        description:
          'Every call carries the headers `subdomain_name` (the tenant), `Authorization: Bearer <token>` and `user_id`. ' +
          'Errors share one shape: `{ message, code, sqlMessage?, errors? }`.',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get('/api/openapi.json', { schema: { hide: true }, config: { auth: allow.anyone() } }, async () => app.swagger());
  // The reference page's own files are public, like the document they show.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...(route.config as object), auth: allow.anyone() };
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { url: '/api/openapi.json' } as never });
}
