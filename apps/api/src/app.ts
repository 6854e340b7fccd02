import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { migrate } from './db/migrate.ts';
import type { Database } from './db/types.ts';
import { cleanupJob } from './jobs/cleanup.ts';
import { type JobDefinition, JobQueue } from './jobs/queue.ts';
import { adminAreaRoutes } from './modules/admin-area/index.ts';
import { alertRoutes } from './modules/alerts/index.ts';
import { aoaObjectType, aoaRoutes } from './modules/aoa/index.ts';
import { auditRoutes } from './modules/audit/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { certificateRoutes } from './modules/certificates/index.ts';
import {
  CLASS_CERTIFY_ACTION,
  CLASS_IMPORT_ACTION,
  CLASS_PUSH_ACTION,
  classCertifyKind,
  classObjectType,
  classRoutes,
  classSyncKind,
  recomputeMigratedCredits,
} from './modules/classes/index.ts';
import { COURSE_SYNC_ACTION, courseObjectType, courseRoutes, courseSearchRoutes, courseSyncKind } from './modules/courses/index.ts';
import { creditLimitationRoutes } from './modules/credit-limitations/index.ts';
import { documentRoutes } from './modules/documents/index.ts';
import { createMailer, type Mailer, sendEmailJob } from './modules/email/index.ts';
import { emailTemplateRoutes } from './modules/email-templates/index.ts';
import { ECPE_SEND_ACTION, ecpeSendKind, externalCpeObjectType, externalCpeRoutes } from './modules/external-cpe/index.ts';
import { externalUserRoutes } from './modules/external-users/index.ts';
import { registerHealthRoutes } from './modules/health/index.ts';
import { homeWork } from './modules/home/index.ts';
import { independentStudyRoutes } from './modules/independent-study/index.ts';
import { jurisdictionRoutes } from './modules/jurisdictions/index.ts';
import { documentUploadCleanupJob, largeDocumentRoutes } from './modules/large-documents/index.ts';
import { registerLearningObjectTypes } from './modules/learning-objects/index.ts';
import { lmsSyncJob } from './modules/lms/index.ts';
import { CSOD_LOCAL_LEARNING_ACTION, csodLocalLearningKind, csodRoutes, localLearningRoutes } from './modules/local-learning/index.ts';
import { nasbaSetRoutes } from './modules/nasba-sets/index.ts';
import { mergeSummaryJob, personMergeRoutes } from './modules/person-merge/index.ts';
import { personRoutes } from './modules/persons/index.ts';
import { referenceRoutes } from './modules/reference/index.ts';
import { reportJobs, reportRoutes } from './modules/reports/index.ts';
import { roleRoutes } from './modules/roles/index.ts';
import { tenantAdminRoutes } from './modules/tenant-admin/index.ts';
import { transcriptRoutes } from './modules/transcripts/index.ts';
import { userAdminRoutes } from './modules/user-admin/index.ts';
import { userAdministrationRoutes } from './modules/user-administration/index.ts';
import { userManagementRoutes } from './modules/user-management/index.ts';
import { vendedContentRoutes } from './modules/vended-content/index.ts';
import { allow } from './platform/authorize.ts';
import { createCaches, listenForChanges } from './platform/caches.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { registerCompression } from './platform/compression.ts';
import { errorHandler } from './platform/errors.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { type RouteSpec, registerRoutes } from './platform/route.ts';
import { registerSecurityHeaders } from './platform/security.ts';
import type { AppServices } from './platform/services.ts';
import { TenantDirectory } from './platform/tenants.ts';
import { MAX_DIRECT_UPLOAD_BYTES } from './platform/uploads.ts';
import { registerWebApp } from './platform/web-app.ts';
import { seedDemoData } from './seed/seed.ts';
import { TRUST_ANY_PROXY_WARNING } from './trust-proxy.ts';

/**
 * The record types the learning-object layer serves (feedback, history, documents, sync
 * requests): each type's module declares its own, the layer sits below them (ADR 0060).
 */
registerLearningObjectTypes([courseObjectType, classObjectType, aoaObjectType, externalCpeObjectType]);

/** Every API route of the product, by module. */
export const apiRoutes: RouteSpec[] = [
  ...authRoutes,
  ...externalUserRoutes,
  ...personRoutes,
  ...userAdministrationRoutes,
  ...userAdminRoutes,
  ...userManagementRoutes,
  ...personMergeRoutes,
  ...referenceRoutes,
  ...roleRoutes,
  ...tenantAdminRoutes,
  ...alertRoutes,
  ...courseRoutes,
  ...courseSearchRoutes,
  ...auditRoutes,
  homeWork,
  ...documentRoutes,
  ...largeDocumentRoutes,
  ...externalCpeRoutes,
  ...independentStudyRoutes,
  ...vendedContentRoutes,
  ...localLearningRoutes,
  ...classRoutes,
  ...aoaRoutes,
  ...csodRoutes,
  ...transcriptRoutes,
  ...jurisdictionRoutes,
  ...certificateRoutes,
  ...reportRoutes,
  ...adminAreaRoutes,
  ...emailTemplateRoutes,
  ...creditLimitationRoutes,
  ...nasbaSetRoutes,
];

export interface AppOptions {
  config: Config;
  db: Database;
  clock?: Clock;
  mailer?: Mailer;
  /** Adds GET /api/bench/bare (one `select 1`, no auth): only the benchmark sets this. */
  benchRoutes?: boolean;
  /** Logger override (tests pass false). */
  logger?: boolean | object;
  /** Hears the steps before the server can listen (npm start prints them: the first start migrates and seeds). */
  progress?: (message: string) => void;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Builds the server: migrations, demo seed (when configured), job queue, then
 * plugins, then the routes of every module. The caller listens and closes.
 */
export async function createApp(opts: AppOptions): Promise<{ app: FastifyInstance; services: AppServices }> {
  const { config, db } = opts;
  const clock = opts.clock ?? systemClock;

  const progress = opts.progress ?? (() => {});
  progress('Database: applying migrations…');
  await migrate(db);
  // Completions migration 0041 kept as they were get their figures by the rules of ADR 0051.
  await recomputeMigratedCredits(db);
  if (config.seedDemo) await seedDemoData(db, progress);
  progress('Starting the server…');

  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel, redact: ['req.headers.authorization'] },
    bodyLimit: 1_048_576,
    trustProxy: config.trustProxy,
    // Fastify would take the header as is; genReqId reads it and keeps it only when well-formed.
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  });
  if (config.trustProxy === true) app.log.warn(TRUST_ANY_PROXY_WARNING);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  const jobs = new JobQueue(db, app.log);
  const caches = createCaches();
  const services: AppServices = { config, db, clock, tenants: new TenantDirectory(db), jobs, caches };
  const mailer = opts.mailer ?? createMailer(config);
  const jobDefinitions = [
    sendEmailJob(db, mailer),
    cleanupJob(db, config.storageDir),
    documentUploadCleanupJob(db, config, clock),
    mergeSummaryJob(services),
    lmsSyncJob(services, {
      [COURSE_SYNC_ACTION]: courseSyncKind,
      [CLASS_CERTIFY_ACTION]: classCertifyKind,
      [CLASS_IMPORT_ACTION]: classSyncKind,
      [CLASS_PUSH_ACTION]: classSyncKind,
      [ECPE_SEND_ACTION]: ecpeSendKind,
      [CSOD_LOCAL_LEARNING_ACTION]: csodLocalLearningKind,
    }),
    ...reportJobs(services),
  ] as JobDefinition<object>[];

  await registerSecurityHeaders(app);
  await registerCompression(app);
  await app.register(multipart, { limits: { fileSize: MAX_DIRECT_UPLOAD_BYTES, files: 1 } });
  await registerOpenApi(app);
  // From here on, refuse to start with an API route that has no authorization rule.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api') && !route.config?.auth)
      throw new Error(`Route ${route.method} ${route.url} declares no authorization rule`);
  });
  registerHealthRoutes(app, services);
  registerRoutes(app, services, apiRoutes);
  if (opts.benchRoutes) {
    app.get('/api/bench/bare', { config: { auth: allow.anyone() } }, async () => {
      await db.ping();
      return { ok: true };
    });
  }
  await registerWebApp(app, config.webDistDir);

  // The caches stay off until this process hears every change (ADR 0045).
  const stopListening = listenForChanges(db, caches);
  app.addHook('onReady', async () => {
    await jobs.start(jobDefinitions);
  });
  app.addHook('onClose', async () => {
    await stopListening();
    await jobs.stop();
  });
  return { app, services };
}
