import type { Config } from '../../config.ts';

/**
 * The LMS a firm may connect to (ADR 0058): the server's own LMS_URL and the origins of
 * LMS_ALLOWED_ORIGINS, nothing else. The account administrator's /system connection and its
 * "Check connection" call out from the server; without this rule any address would do, and the
 * check's answer (refused, no answer, answered but not as an LMS) would tell which ports of the
 * server's loopback or private network are open: a port scanner, and a way in for the sync.
 * Origins are compared (scheme, host and port), with {tenant} replaced by the firm's sub-domain.
 */
export type LmsOriginConfig = Pick<Config, 'lmsUrl' | 'lmsAllowedOrigins'>;

function originOf(url: string, tenant: string): string | null {
  try {
    const parsed = new URL(url.replaceAll('{tenant}', tenant));
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The origins the firm's LMS may be at, as the account administrator is told them. */
export function allowedLmsOrigins(config: LmsOriginConfig, tenant: string): string[] {
  const entries = [...(config.lmsUrl ? [config.lmsUrl] : []), ...config.lmsAllowedOrigins];
  return [...new Set(entries.map((e) => originOf(e, tenant)).filter((o): o is string => o !== null))];
}

export function isAllowedLmsUrl(config: LmsOriginConfig, tenant: string, url: string): boolean {
  const origin = originOf(url, tenant);
  return origin !== null && allowedLmsOrigins(config, tenant).includes(origin);
}

/** Why an address is refused, in words the account administrator can act on. */
export function notAllowedLmsMessage(config: LmsOriginConfig, tenant: string): string {
  const allowed = allowedLmsOrigins(config, tenant);
  return allowed.length === 0
    ? 'No LMS is configured for this server (LMS_URL or LMS_ALLOWED_ORIGINS), so no address can be used.'
    : `Only the configured LMS may be used: an address at ${allowed.join(' or ')}.`;
}
