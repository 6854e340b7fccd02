import type { Config } from '../../config.ts';
import { createLcvistaConnector } from './adapters/lcvista.ts';
import { createSabaConnector } from './adapters/saba.ts';
import { createSapConnector } from './adapters/sap.ts';
import { type LmsConnector, type LmsConnectorOptions, LmsError, type LmsType } from './connector.ts';

const ADAPTERS: Record<LmsType, (options: LmsConnectorOptions) => LmsConnector> = {
  SAP: createSapConnector,
  LCVISTA: createLcvistaConnector,
  SABA: createSabaConnector,
};

/** Why a server without LMS_URL (and no sandbox) cannot sync; the user sees it. */
export const NO_LMS_MESSAGE = 'No LMS is configured for this server (LMS_URL)';

/** The connector a sync kind was given; null (a server without LMS) refuses with the reason, which the user sees. */
export function requireLms(lms: LmsConnector | null): LmsConnector {
  if (!lms) throw new LmsError(NO_LMS_MESSAGE);
  return lms;
}

/** The connector for an LMS type (the tenant's default LMS setting). */
export function createLmsConnector(type: LmsType, options: LmsConnectorOptions): LmsConnector {
  const adapter = ADAPTERS[type];
  if (!adapter) throw new LmsError(`Unknown LMS type: ${String(type)}`);
  return adapter(options);
}

/**
 * The connector a request handler needs: the tenant's LMS type, the server's LMS_URL and
 * LMS_API_KEY. Without LMS_URL (and no sandbox) syncing is impossible, which the user is told.
 */
export function lmsConnectorFor(
  config: Pick<Config, 'lmsUrl' | 'lmsApiKey'>,
  tenant: string,
  type: LmsType,
  extra: Pick<LmsConnectorOptions, 'timeoutMs' | 'fetch'> = {},
): LmsConnector {
  if (!config.lmsUrl) throw new LmsError(NO_LMS_MESSAGE);
  return createLmsConnector(type, { baseUrl: config.lmsUrl, apiKey: config.lmsApiKey, tenant, ...extra });
}
