import { endpoints } from '@cpe/contract';
import { invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { createLmsConnector, isAllowedLmsUrl, loadTenantLmsConnection, notAllowedLmsMessage } from '../lms/index.ts';
import { systemPage, TAGS } from './access.ts';
import { saveSetting } from './customer-settings.ts';
import { checkLms } from './lms-check.ts';
import { loadSystemSettings } from './system-settings.ts';

/** A connection check waits at most this long for the LMS. */
const CHECK_TIMEOUT_MS = 8000;

export const getSystemSettings = defineRoute(endpoints.getSystemSettings, {
  summary: 'The maintenance flag, the default LMS and its connections (keys are never returned, only whether one is set)',
  tags: TAGS,
  auth: systemPage(),
  handler: ({ tx }) => loadSystemSettings(tx),
});

export const setMaintenance = defineRoute(endpoints.setMaintenance, {
  summary:
    'Turn maintenance on or off: while on, every signed-in user but the Educe ACC Administrators is sent to /active-maintenance and writes are refused (503)',
  tags: TAGS,
  auth: systemPage(),
  async handler({ body, tx, tenant }) {
    await saveSetting(tx, tenant.id, 'maintenance', body.on ? 1 : 0);
    return { message: body.on ? 'Maintenance is on' : 'Maintenance is off' };
  },
});

export const saveLmsSettings = defineRoute(endpoints.saveLmsSettings, {
  summary: "Set the default LMS and the firm's connection to it (URL, API key); the key is write-only",
  tags: TAGS,
  auth: systemPage(),
  async handler({ body, tx, tenant, now, services }) {
    if (!isAllowedLmsUrl(services.config, tenant.subdomain, body.url))
      throw invalid('body.url', notAllowedLmsMessage(services.config, tenant.subdomain));
    await saveSetting(tx, tenant.id, 'defaultLms', body.defaultLms);
    const keyChange = body.apiKey === undefined ? null : body.apiKey.trim();
    await tx.query(
      `INSERT INTO tenant_lms_connections (tenant_id, lms_type, url, api_key_set, updated_at) VALUES ($1, $2, $3, coalesce($4, false), $5)
       ON CONFLICT (tenant_id, lms_type) DO UPDATE
         SET url = EXCLUDED.url, api_key_set = coalesce($4, tenant_lms_connections.api_key_set), updated_at = EXCLUDED.updated_at`,
      [tenant.id, body.defaultLms, body.url, keyChange === null ? null : keyChange !== '', now],
    );
    if (keyChange === '') await tx.query('DELETE FROM tenant_lms_keys WHERE lms_type = $1', [body.defaultLms]);
    else if (keyChange !== null)
      await tx.query(
        `INSERT INTO tenant_lms_keys (tenant_id, lms_type, api_key) VALUES ($1, $2, $3)
         ON CONFLICT (tenant_id, lms_type) DO UPDATE SET api_key = EXCLUDED.api_key`,
        [tenant.id, body.defaultLms, keyChange],
      );
    return { message: 'LMS connection saved' };
  },
});

export const checkLmsConnection = defineRoute(endpoints.checkLmsConnection, {
  summary: "Check the firm's saved connection to an LMS by calling it",
  tags: TAGS,
  auth: systemPage(),
  async handler({ body, tx, tenant, later, services }) {
    const own = await loadTenantLmsConnection(tx, body.lmsType);
    if (!own) throw invalid('body.lmsType', `No connection to ${body.lmsType} is saved yet.`);
    // An address saved before the rule (or no longer configured) is not called at all: the answer
    // is the same whatever listens there.
    if (!isAllowedLmsUrl(services.config, tenant.subdomain, own.url))
      return {
        ok: false,
        message: `${body.lmsType} was not called. ${notAllowedLmsMessage(services.config, tenant.subdomain)}`,
        elapsedMs: 0,
      };
    const lms = createLmsConnector(body.lmsType, {
      baseUrl: own.url,
      apiKey: own.apiKey,
      tenant: tenant.subdomain,
      timeoutMs: CHECK_TIMEOUT_MS,
    });
    // The LMS is called once the request's transaction has ended, before the answer is sent:
    // an LMS that is slow to answer holds no database connection (on PGlite, the only one).
    const answer = { ok: false, message: `${body.lmsType} was not called.`, elapsedMs: 0 };
    later(async () => {
      const started = Date.now();
      Object.assign(answer, await checkLms(lms), { elapsedMs: Date.now() - started });
    });
    return answer;
  },
});
