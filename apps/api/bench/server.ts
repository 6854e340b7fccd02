/**
 * The benchmark's server, run by bench/run.ts in a child process so that the
 * load generator does not share its event loop. It opens the database the parent
 * chose (DATABASE_URL: PostgreSQL; unset: in-memory PGlite), seeds the demo
 * tenants, adds the bare route, then fills the demo tenant for the course routes:
 * BENCH_COURSES courses (default 50,000) through the scale seed, and one course with
 * a five-day, 60-module agenda. It listens on a free loopback port and prints
 * `{"port": N, "database": …, "courses": N, "agendaCourseId": N}` as one line on stdout.
 */
import pg from 'pg';
import { createApp } from '../src/app.ts';
import { scaleSeed } from '../src/cli/scale-seed.ts';
import { scaleSeedLocalLearning } from '../src/cli/scale-seed-local-learning.ts';
import { scaleSeedPeople } from '../src/cli/scale-seed-people.ts';
import { scaleSeedStudies } from '../src/cli/scale-seed-studies.ts';
import { scaleSeedVended } from '../src/cli/scale-seed-vended.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/open.ts';
import type { Database } from '../src/db/types.ts';
import { seedBigRoster } from './big-roster.ts';

const config: Config = { ...loadConfig(), seedDemo: true, logLevel: 'silent', host: '127.0.0.1', port: 0 };
const db = await openDatabase(config, { inMemory: true });
const { app } = await createApp({ config, db, benchRoutes: true, logger: false });

const TENANT = 'demo';
const courses = Number(process.env.BENCH_COURSES ?? 50_000);
if (!Number.isSafeInteger(courses) || courses < 0)
  throw new Error(`BENCH_COURSES must be a whole number >= 0, got ${process.env.BENCH_COURSES}`);
await scaleSeed(db, { courses, tenant: TENANT });
// Independent studies for their searches (issue 14), beside the courses.
const studies = Number(process.env.BENCH_STUDIES ?? 50_000);
await scaleSeedStudies(db, { studies, tenant: TENANT });
// Vended content items over 20 vendors, for the vended content search (issue 14).
const vended = Number(process.env.BENCH_VENDED ?? 50_000);
if (!Number.isSafeInteger(vended) || vended < 0)
  throw new Error(`BENCH_VENDED must be a whole number >= 0, got ${process.env.BENCH_VENDED}`);
await scaleSeedVended(db, { items: vended, tenant: TENANT });
// As many local learnings as courses, for the local learning search.
await scaleSeedLocalLearning(db, { count: Number(process.env.BENCH_LOCAL_LEARNING ?? courses), tenant: TENANT });
// People for the user administration search (issue 15).
const people = Number(process.env.BENCH_PEOPLE ?? 100_000);
if (!Number.isSafeInteger(people) || people < 0)
  throw new Error(`BENCH_PEOPLE must be a whole number >= 0, got ${process.env.BENCH_PEOPLE}`);
await scaleSeedPeople(db, { people, tenant: TENANT });
const agendaCourseId = await insertAgendaCourse(db, TENANT);
await vacuumSeeded(config.databaseUrl);

/**
 * One Finalized course with a five-day agenda of 12 modules a day (60 in all), 45 minutes
 * each from 08:00 to 17:00, each module with two fields of study (60/40) and an instructor:
 * the read model of GET /course/{id} at its heaviest common size. Written as the owner,
 * with the tenant context set so tenant_id defaults and row-level security hold.
 */
async function insertAgendaCourse(database: Database, subdomain: string): Promise<number> {
  return database.asOwner(async (tx) => {
    const tenant = await tx.query<{ id: number }>('SELECT id FROM tenants WHERE subdomain = $1', [subdomain]);
    const tenantId = tenant.rows[0]?.id;
    if (tenantId === undefined) throw new Error(`No tenant ${subdomain}`);
    await tx.query(`SELECT set_config('app.tenant_id', $1, true)`, [String(tenantId)]);
    // The owner may bypass row-level security (a superuser does): name the tenant everywhere.
    const admin = await tx.query<{ id: number }>("SELECT id FROM persons WHERE tenant_id = $1 AND username = 'admin'", [tenantId]);
    const adminId = admin.rows[0]?.id;
    if (adminId === undefined) throw new Error(`No admin in ${subdomain}`);
    const fos = (await tx.query<{ id: number }>('SELECT id FROM fields_of_study WHERE tenant_id = $1 ORDER BY id', [tenantId])).rows.map(
      (r) => r.id,
    );
    if (fos.length < 2) throw new Error('The fields of study are not seeded');
    const course = await tx.query<{ id: number }>(
      `INSERT INTO courses (title, description, objectives, agenda_type_id, delivery_method_id, course_status, version,
                            finalization_date, lms_id, created_by, updated_by)
       VALUES ('Bench Five-Day Tax Academy', 'A week of federal and state tax, for the benchmark.', 'Apply the year''s changes.',
               1, 2, 'Finalized', 1, current_date, 'SAP-BENCH-1', $1, $1)
       RETURNING id`,
      [adminId],
    );
    const courseId = course.rows[0]?.id as number;
    // Day d (1–5), slot i (1–12): 08:00 + 45 min × (i − 1), to 45 minutes later; the last ends at 17:00.
    const modules = await tx.query<{ id: number; n: number }>(
      `INSERT INTO agenda_modules (course_id, day, day_index, title, description, module_type_id, knowledge_level_id,
                                   start_time, end_time, is_credit_qualified, developer_id, updated_by)
       SELECT $1, 1 + g / 12, 1 + g % 12, 'Day ' || (1 + g / 12) || ' session ' || (1 + g % 12), 'Bench module.', 1, 1,
              to_char(time '08:00' + (g % 12) * interval '45 minutes', 'HH24:MI'),
              to_char(time '08:00' + (g % 12 + 1) * interval '45 minutes', 'HH24:MI'),
              true, $2, $2
         FROM generate_series(0, 59) AS g
       RETURNING id, (day - 1) * 12 + day_index - 1 AS n`,
      [courseId, adminId],
    );
    const moduleIds: number[] = [];
    const fieldIds: number[] = [];
    const percents: number[] = [];
    for (const m of modules.rows) {
      moduleIds.push(m.id, m.id);
      fieldIds.push(fos[m.n % fos.length] as number, fos[(m.n + 1) % fos.length] as number);
      percents.push(60, 40);
    }
    await tx.query(
      'INSERT INTO module_fields_of_study (module_id, field_of_study_id, percent) SELECT * FROM unnest($1::int[], $2::int[], $3::int[])',
      [moduleIds, fieldIds, percents],
    );
    await tx.query(
      'INSERT INTO module_instructors (module_id, person_id) SELECT id, $3 FROM agenda_modules WHERE tenant_id = $1 AND course_id = $2',
      [tenantId, courseId, adminId],
    );
    await tx.exec('ANALYZE agenda_modules; ANALYZE module_fields_of_study; ANALYZE module_instructors');
    return courseId;
  });
}

/**
 * What autovacuum does to a firm's data within the hour: the seeded pages marked all-visible,
 * so that index-only scans (the person searches', migration 0038) read no table pages. A
 * benchmark run right after a bulk load would otherwise measure the load, not the steady state.
 */
async function vacuumSeeded(url: string | undefined): Promise<void> {
  if (!url) return; // PGlite: vacuum is not needed to measure an in-memory database
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('VACUUM (ANALYZE) persons, person_emails, courses, classes, class_roster, roster_attendance');
  } finally {
    await client.end();
  }
}

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
// The parent went away: do not outlive it.
process.on('disconnect', () => void shutdown());

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no TCP address');
const rosterClassId = await db.asOwner(async (tx) => {
  const { rows } = await tx.query<{ id: number }>(
    "SELECT k.id FROM classes k JOIN tenants t ON t.id = k.tenant_id WHERE t.subdomain = $1 AND k.class_title = 'Firm-wide Leadership Summit'",
    [TENANT],
  );
  return rows[0]?.id ?? 0;
});
const rosterLearners = Number(process.env.BENCH_ROSTER_LEARNERS ?? 10_000);
const bigRosterClassId = rosterLearners > 0 ? await seedBigRoster(db, TENANT, rosterLearners) : 0;
process.stdout.write(
  `${JSON.stringify({ port: address.port, database: db.kind, courses, agendaCourseId, rosterClassId, bigRosterClassId })}\n`,
);
