import { isValidSubdomain, MESSAGES, subdomainFromHost } from '@cpe/contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/types.ts';
import { AppError } from './errors.ts';

export interface Tenant {
  id: number;
  subdomain: string;
  name: string;
}

const TTL_MS = 30_000;
const MAX_ENTRIES = 1_000;

/**
 * Sub-domain → tenant, read from the global `tenants` table. Entries are kept for
 * 30 s: this is shared configuration, not per-user state, and a tenant that is
 * added or deactivated is seen by every API process within that time.
 */
export class TenantDirectory {
  private cache = new Map<string, { tenant: Tenant | null; until: number }>();
  constructor(private db: Database) {}

  async find(subdomain: string): Promise<Tenant | null> {
    const hit = this.cache.get(subdomain);
    const now = Date.now();
    if (hit && hit.until > now) return hit.tenant;
    const { rows } = await this.db.withTenant({ tenantId: null }, (tx) =>
      tx.query<Tenant>('SELECT id, subdomain, name FROM tenants WHERE subdomain = $1 AND is_active', [subdomain]),
    );
    if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    const tenant = rows[0] ?? null;
    this.cache.set(subdomain, { tenant, until: now + TTL_MS });
    return tenant;
  }
}

/**
 * The tenant a request names: the `subdomain_name` header the browser sends, else
 * the first label of the Host header, else the default tenant (bare localhost, IPs).
 */
export function requestedSubdomain(req: FastifyRequest, defaultTenant: string): string {
  const header = req.headers.subdomain_name;
  const fromHeader = typeof header === 'string' ? header.trim().toLowerCase() : '';
  if (fromHeader) return fromHeader;
  return subdomainFromHost(req.headers.host) ?? defaultTenant;
}

export async function resolveTenant(directory: TenantDirectory, req: FastifyRequest, defaultTenant: string): Promise<Tenant> {
  const subdomain = requestedSubdomain(req, defaultTenant);
  const tenant = isValidSubdomain(subdomain) ? await directory.find(subdomain) : null;
  if (!tenant) throw new AppError(404, 'TENANT_NOT_FOUND', MESSAGES.tenantNotFound);
  return tenant;
}
