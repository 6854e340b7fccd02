import { LMS_TYPES, type SystemSettings } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { loadTenantSettings } from '../../platform/tenant-settings.ts';

/** The maintenance flag, the default LMS and the firm's LMS connections, without their keys. */
export async function loadSystemSettings(tx: Queryable): Promise<SystemSettings> {
  const [settings, connections] = await Promise.all([
    loadTenantSettings(tx, ['maintenance', 'defaultLms']),
    tx.query<{ lms_type: SystemSettings['defaultLms']; url: string; api_key_set: boolean; updated_at: Date }>(
      'SELECT lms_type, url, api_key_set, updated_at FROM tenant_lms_connections ORDER BY lms_type',
    ),
  ]);
  return {
    maintenance: (settings.maintenance ?? 0) !== 0,
    defaultLms: settings.defaultLms ?? LMS_TYPES[0],
    connections: connections.rows.map((c) => ({ ...c, updated_at: new Date(c.updated_at).toISOString() })),
  };
}
