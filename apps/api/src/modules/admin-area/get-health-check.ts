import { ADMIN_PAGE_ROLES, endpoints, worstHealthState } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { defineRoute } from '../../platform/route.ts';
import { databasePart, jobsPart, lmsPart, lmsType, mailPart, migrationsPart, storagePart } from './health-parts.ts';

/** The Microservice Health Check: every part measured now; the summary is the worst (ADR 0038). */
export const getHealthCheck = defineRoute(endpoints.getHealthCheck, {
  summary: 'Live state of each part: database, job queue, LMS, mail, document storage, migrations',
  tags: ['admin area'],
  auth: allow.roles(...ADMIN_PAGE_ROLES['accadmin-healthcheck']),
  async handler({ tx, tenant, services, now }) {
    // The network and disk probes run beside the database reads, which share the request's
    // one connection (a second one would wait for this transaction under PGlite).
    const probes = Promise.all([lmsPart(services, await lmsType(tx), tenant.subdomain), storagePart(services)]);
    const database = await databasePart(tx);
    const migrations = await migrationsPart(tx);
    const jobs = await jobsPart(services, tx);
    const mail = await mailPart(services, tx);
    const [lms, storage] = await probes;
    const parts = [database, migrations, jobs, lms, mail, storage];
    return { state: worstHealthState(parts.map((p) => p.state)), checked_at: now.toISOString(), parts };
  },
});
