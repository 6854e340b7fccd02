/**
 * The `merge` route of the benchmark (issue 15: "merge of a person with 1,000 roster entries").
 * A merge changes what it measures, so each one gets its own victim: a pool of people, each on
 * the rosters of 1,000 classes with a day of attendance, made with generate_series before the
 * clock starts; then the merges run one after another, as an administrator makes them.
 */
import pg from 'pg';

export interface MergeFigures {
  merges: number;
  rosterEntries: number;
  meanMs: number;
  p50Ms: number;
  maxMs: number;
}

const ENTRIES = 1000;

async function preparePool(databaseUrl: string, count: number): Promise<{ survivor: number; victims: number[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tag = `mb${Date.now().toString(36)}`;
    const { rows } = await client.query<{ id: number }>(
      `WITH t AS (SELECT id FROM tenants WHERE subdomain = 'demo')
       INSERT INTO persons (tenant_id, person_type, display_id, name_primary_first, name_primary_last, status)
       SELECT t.id, 'internal', $1 || '-' || g, 'Merge', $1 || lpad(g::text, 4, '0'), 'Active' FROM t, generate_series(0, $2::int) g
       RETURNING id`,
      [tag, count],
    );
    const [survivor, ...victims] = rows.map((r) => r.id).sort((a, b) => a - b) as [number, ...number[]];
    // 1,000 classes of a demo course; every victim is on each, and the survivor on a tenth (conflicts to resolve).
    await client.query(
      `WITH t AS (SELECT id FROM tenants WHERE subdomain = 'demo'),
            c AS (SELECT k.id FROM courses k, t WHERE k.tenant_id = t.id AND k.kind = 'course' ORDER BY k.id LIMIT 1),
            admin AS (SELECT p.id FROM persons p, t WHERE p.tenant_id = t.id AND p.username = 'admin'),
            k AS (INSERT INTO classes (tenant_id, course_id, class_title, status, timezone, created_by, created_at, updated_at, start_date)
                  SELECT t.id, c.id, $1 || ' class ' || g, 'Uncertified', 'America/New_York', admin.id, now(), now(), '2026-10-05'
                    FROM t, c, admin, generate_series(1, $2::int) g RETURNING tenant_id, id),
            r AS (INSERT INTO class_roster (tenant_id, class_id, person_id, created_at)
                  SELECT k.tenant_id, k.id, p.id, now() FROM k CROSS JOIN unnest($3::int[]) AS p(id)
                  UNION ALL SELECT k.tenant_id, k.id, $4, now() FROM k WHERE k.id % 10 = 0
                  RETURNING tenant_id, id)
       INSERT INTO roster_attendance (tenant_id, roster_id, day, attended, updated_at) SELECT tenant_id, id, 1, true, now() FROM r`,
      [tag, ENTRIES, victims, survivor],
    );
    await client.query('ANALYZE class_roster; ANALYZE roster_attendance');
    return { survivor, victims };
  } finally {
    await client.end();
  }
}

/** Prepares `count` victims, merges each into one survivor and reports per-merge milliseconds. */
export async function measureMerges(base: string, auth: Record<string, string>, databaseUrl: string, count: number): Promise<MergeFigures> {
  const { survivor, victims } = await preparePool(databaseUrl, count);
  const times: number[] = [];
  for (const victimId of victims) {
    const started = performance.now();
    const res = await fetch(`${base}/api/person/merge`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ survivorId: survivor, victimId, getSummary: false }),
    });
    const body = (await res.json()) as { summary?: { counts: { roster_entries: number } } };
    times.push(performance.now() - started);
    if (res.status !== 200 || body.summary?.counts.roster_entries !== ENTRIES)
      throw new Error(`merge of ${victimId}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    merges: times.length,
    rosterEntries: ENTRIES,
    meanMs: times.reduce((s, t) => s + t, 0) / times.length,
    p50Ms: sorted[Math.floor(sorted.length / 2)] ?? 0,
    maxMs: sorted[sorted.length - 1] ?? 0,
  };
}
