import type { Config } from '../../config.ts';
import { createCsodConnector } from './adapters/csod.ts';
import { createLcvistaConnector } from './adapters/lcvista.ts';
import { createSabaConnector } from './adapters/saba.ts';
import { createSapConnector } from './adapters/sap.ts';
import { isAllowedLmsUrl, notAllowedLmsMessage } from './allowed-lms.ts';
import { type LmsConnector, type LmsConnectorOptions, LmsError, type LmsType } from './connector.ts';
import type { TenantLmsConnection } from './tenant-connection.ts';

const ADAPTERS: Record<LmsType, (options: LmsConnectorOptions) => LmsConnector> = {
  SAP: createSapConnector,
  LCVISTA: createLcvistaConnector,
  SABA: createSabaConnector,
  CSOD: createCsodConnector,
};

/** Why a server without LMS_URL (and no sandbox) cannot sync; the user sees it. */
export const NO_LMS_MESSAGE = 'No LMS is configured for this server (LMS_URL)';

/** The connector a sync kind was given; null (a server without LMS) refuses with the reason, which the user sees. */
export function requireLms(lms: LmsConnector | null): LmsConnector {
  if (!lms) throw new LmsError(NO_LMS_MESSAGE);
  return lms;
}

/** The connector for an LMS type (the tenant's default LMS setting; CSOD for local learning, ADR 0024). */
export function createLmsConnector(type: LmsType, options: LmsConnectorOptions): LmsConnector {
  const adapter = ADAPTERS[type];
  if (!adapter) throw new LmsError(`Unknown LMS type: ${String(type)}`);
  return adapter(options);
}

/**
 * The connector a request handler needs: the tenant's LMS type, and the tenant's own connection
 * to it when the firm set one on /system, else the server's LMS_URL and LMS_API_KEY. Without
 * either (and no sandbox) syncing is impossible, which the user is told.
 */
export function lmsConnectorFor(
  config: Pick<Config, 'lmsUrl' | 'lmsApiKey' | 'lmsAllowedOrigins'>,
  tenant: string,
  type: LmsType,
  extra: Pick<LmsConnectorOptions, 'timeoutMs' | 'fetch'> = {},
  own: TenantLmsConnection | null = null,
): LmsConnector {
  // A firm's address saved before ADR 0058 may point anywhere: the sync does not call it.
  if (own && !isAllowedLmsUrl(config, tenant, own.url)) throw new LmsError(notAllowedLmsMessage(config, tenant));
  if (own) return createLmsConnector(type, { baseUrl: own.url, apiKey: own.apiKey, tenant, ...extra });
  if (!config.lmsUrl) throw new LmsError(NO_LMS_MESSAGE);
  return createLmsConnector(type, { baseUrl: config.lmsUrl, apiKey: config.lmsApiKey, tenant, ...extra });
}
