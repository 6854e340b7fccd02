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
