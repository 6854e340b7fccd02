import type { Queryable } from '../../db/types.ts';
import type { LmsType } from './connector.ts';

/** A firm's own connection to one LMS type (/system; migration 0029), preferred over the server's LMS_URL. */
export interface TenantLmsConnection {
  url: string;
  apiKey: string | undefined;
}

/** The current tenant's connection for the LMS type, with its key (for the connector only: never sent to a browser). */
export async function loadTenantLmsConnection(tx: Queryable, type: LmsType): Promise<TenantLmsConnection | null> {
  const { rows } = await tx.query<{ url: string; api_key: string | null }>(
    `SELECT c.url, k.api_key FROM tenant_lms_connections c
       LEFT JOIN tenant_lms_keys k ON k.tenant_id = c.tenant_id AND k.lms_type = c.lms_type
      WHERE c.lms_type = $1`,
    [type],
  );
  const row = rows[0];
  return row ? { url: row.url, apiKey: row.api_key ?? undefined } : null;
}
