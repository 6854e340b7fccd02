/**
 * A process-local cache that is only as good as its invalidation (ADR 0045): every entry carries
 * tags (`session:3:17`, `roles:3`), and a change announced on PostgreSQL's cpe_cache channel drops
 * the entries with that tag. While the process is not listening, the cache is off: it keeps and
 * answers nothing, so every request asks the database.
 *
 * A read that started before a drop must not put back what it found (the row may be the one just
 * revoked): callers take `generation` before asking the database and pass it to `put`, which
 * refuses when any drop happened in between.
 */
export class NotifiedCache<V> {
  private entries = new Map<string, { value: V; tags: readonly string[]; until: number }>();
  private byTag = new Map<string, Set<string>>();
  private on = false;
  private gen = 0;

  constructor(private readonly maxEntries = 20_000) {}

  /** Taken before the database is asked; handed to `put` afterwards. */
  get generation(): number {
    return this.gen;
  }

  get listening(): boolean {
    return this.on;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string, nowMs: number): V | undefined {
    if (!this.on) return undefined;
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.until <= nowMs) {
      this.remove(key);
      return undefined;
    }
    return hit.value;
  }

  /** Keeps `value` until `until` (ms), unless a drop happened since `generation` was taken. */
  put(key: string, value: V, tags: readonly string[], until: number, generation: number): void {
    if (!this.on || generation !== this.gen) return;
    if (this.entries.size >= this.maxEntries) this.clear();
    this.remove(key);
    this.entries.set(key, { value, tags, until });
    for (const tag of tags) {
      const keys = this.byTag.get(tag);
      if (keys) keys.add(key);
      else this.byTag.set(tag, new Set([key]));
    }
  }

  /** A change was announced: entries tagged with it go. */
  drop(tag: string): void {
    this.gen++;
    const keys = this.byTag.get(tag);
    if (!keys) return;
    for (const key of [...keys]) this.remove(key);
  }

  /** Too many changes to name (a bulk write): everything goes, and the cache stays on. */
  dropAll(): void {
    this.gen++;
    this.clear();
  }

  /** Listening started (empty, from now on) or stopped (everything goes, nothing is kept). */
  setListening(listening: boolean): void {
    this.gen++;
    this.clear();
    this.on = listening;
  }

  private clear(): void {
    this.entries.clear();
    this.byTag.clear();
  }

  private remove(key: string): void {
    const hit = this.entries.get(key);
    if (!hit) return;
    this.entries.delete(key);
    for (const tag of hit.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
