/**
 * People at scale (issue 15): fills one tenant with many people, 60 % internal and 40 %
 * external, each with a primary e-mail, to try the user administration search and its
 * benchmark at 100,000 people. `npm run db:scale-seed -- --people 100000` runs it after the
 * offerings. Idempotent like the other scale seeds: people whose display id starts with
 * 'SCL-' are counted and only the missing ones added. Each batch is one INSERT … SELECT over
 * generate_series (persons) feeding one INSERT of their e-mails, in its own transaction.
 */
import type { Database, Tx } from '../db/types.ts';

export const SCALE_PERSON_ID_PREFIX = 'SCL-';

// Common first and last names, so that a one- or two-letter prefix matches as in a real firm.
const FIRST = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Charles',
  'Karen',
  'Daniel',
  'Nancy',
  'Matthew',
  'Lisa',
  'Anthony',
  'Betty',
  'Mark',
  'Sandra',
  'Steven',
  'Ashley',
  'Paul',
  'Emily',
  'Andrew',
  'Donna',
  'Joshua',
  'Michelle',
];
const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
];
const THREE_YEARS_SECONDS = 3 * 365 * 24 * 3600;

async function enterTenant(tx: Tx, tenantId: number): Promise<void> {
  await tx.query(`SELECT set_config('app.tenant_id', $1, true)`, [String(tenantId)]);
}

/** People numbered from..to: type, names, status and dates vary with g through multiplications by primes (deterministic). */
async function insertPeopleBatch(tx: Tx, tenantId: number, from: number, to: number): Promise<number> {
  const { rowCount } = await tx.query(
    `WITH made AS (
       INSERT INTO persons (tenant_id, person_type, username, display_id, name_primary_first, name_primary_last, status,
                            date_created, date_login)
       SELECT $1, t.type, CASE WHEN t.type = 'external' THEN 'scale.user' || g END, $3::text || lpad(g::text, 6, '0'),
              ($4::text[])[1 + (g * 7) % cardinality($4::text[])], ($5::text[])[1 + (g * 13) % cardinality($5::text[])],
              CASE WHEN t.type = 'external' AND (g * 17) % 100 < 15 THEN 'Registration email sent' ELSE 'Active' END,
              now() - ((g::bigint * 104729) % $6::bigint) * interval '1 second',
              CASE WHEN (g * 11) % 10 < 7 THEN now() - ((g::bigint * 7919) % 2592000) * interval '1 second' END
         FROM generate_series($2::int, $7::int) AS g
        CROSS JOIN LATERAL (SELECT CASE WHEN (g * 37) % 100 < 60 THEN 'internal' ELSE 'external' END AS type) AS t
       RETURNING tenant_id, id, display_id, name_primary_first, name_primary_last)
     INSERT INTO person_emails (tenant_id, person_id, email_address, is_primary)
     SELECT tenant_id, id, lower(name_primary_first || '.' || name_primary_last || '.' || substr(display_id, 5)) || '@scale.example', true
       FROM made`,
    [tenantId, from, SCALE_PERSON_ID_PREFIX, FIRST, LAST, THREE_YEARS_SECONDS, to],
  );
  return rowCount;
}

/** Adds people until the tenant has `people` scale people; returns how many there were and how many it added. */
export async function scaleSeedPeople(
  db: Database,
  opts: { people: number; tenant?: string; batchSize?: number; log?: (m: string) => void },
): Promise<{ existing: number; inserted: number }> {
  const batchSize = opts.batchSize ?? 10_000;
  const log = opts.log ?? (() => {});
  const subdomain = opts.tenant ?? 'demo';
  if (!Number.isSafeInteger(opts.people) || opts.people < 0) throw new Error(`people must be a whole number >= 0, got ${opts.people}`);
  if (!Number.isSafeInteger(batchSize) || batchSize < 1) throw new Error(`batch must be a whole number >= 1, got ${batchSize}`);
  const { tenantId, existing } = await db.asOwner(async (tx) => {
    const tenant = await tx.query<{ id: number }>('SELECT id FROM tenants WHERE subdomain = $1', [subdomain]);
    const id = tenant.rows[0]?.id;
    if (id === undefined) throw new Error(`No tenant '${subdomain}'`);
    await enterTenant(tx, id);
    const count = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM persons WHERE tenant_id = $1 AND search_display_id >= $2 AND search_display_id < $3',
      [id, SCALE_PERSON_ID_PREFIX.toLowerCase(), `${SCALE_PERSON_ID_PREFIX.toLowerCase()}\u{10FFFF}`],
    );
    return { tenantId: id, existing: count.rows[0]?.n ?? 0 };
  });
  if (existing >= opts.people) {
    if (opts.people > 0) log(`Tenant ${subdomain} already has ${existing} scale people (wanted ${opts.people}): nothing to do.`);
    return { existing, inserted: 0 };
  }
  let inserted = 0;
  for (let from = existing + 1; from <= opts.people; from += batchSize) {
    const to = Math.min(opts.people, from + batchSize - 1);
    inserted += await db.asOwner(async (tx) => {
      await enterTenant(tx, tenantId);
      return insertPeopleBatch(tx, tenantId, from, to);
    });
    log(`  ${existing + inserted} / ${opts.people} people`);
  }
  // Fresh statistics, so the planner knows the tables' sizes before the first search.
  await db.asOwner((tx) => tx.exec('ANALYZE persons; ANALYZE person_emails'));
  log(`Inserted ${inserted} people into tenant ${subdomain} (now ${existing + inserted}).`);
  return { existing, inserted };
}
