import { CACHE_CHANNEL, type Database, type Row } from '../db/types.ts';
import { NotifiedCache } from './notified-cache.ts';

/**
 * What an API process keeps in memory (ADR 0045), both dropped on the announcements of
 * migration 0035's triggers:
 * - sessions: the session row found for a token hash (reads only), tagged by session, person and
 *   the tenant's roles;
 * - settings: a tenant's reference settings, theme and assets (get-refs-by-user), tagged by tenant.
 */
export interface AppCaches {
  sessions: NotifiedCache<Row>;
  settings: NotifiedCache<unknown>;
}

export function createCaches(): AppCaches {
  return { sessions: new NotifiedCache<Row>(), settings: new NotifiedCache<unknown>(2_000) };
}

/** Kept tenant configuration stays at most this long, announced change or not. */
const TENANT_KEEP_MS = 300_000;

/** A tenant's configuration read through the settings cache: `load` runs only when nothing is kept. */
export type TenantKept = <T>(key: string, load: () => Promise<T>) => Promise<T>;

/**
 * Reads of one tenant's settings-like configuration (tenant_settings, assets, theme, page and
 * element configuration), kept under the tenant's `settings:<id>` tag: any change to those
 * tables drops them all (migrations 0035 and 0036). Values are shared: callers must not change them.
 */
export function tenantKept(cache: NotifiedCache<unknown>, tenantId: number, now: Date): TenantKept {
  return async <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const full = `${tenantId}:${key}`;
    const hit = cache.get(full, now.getTime());
    if (hit !== undefined) return hit as T;
    const generation = cache.generation;
    const value = await load();
    cache.put(full, value, [`settings:${tenantId}`], now.getTime() + TENANT_KEEP_MS, generation);
    return value;
  };
}

/** Reads straight from the database: where no cache is at hand. */
export const notKept: TenantKept = (_key, load) => load();

/** Listens for announced changes until the returned function is called; the caches are off meanwhile. */
export function listenForChanges(db: Database, caches: AppCaches): () => Promise<void> {
  const all = Object.values(caches) as NotifiedCache<unknown>[];
  return db.listen(CACHE_CHANNEL, {
    message(payload) {
      for (const cache of all) {
        if (payload === '*') cache.dropAll();
        else cache.drop(payload);
      }
    },
    state(listening) {
      for (const cache of all) cache.setListening(listening);
    },
  });
}
