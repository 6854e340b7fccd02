import type { Database } from '../src/db/types.ts';

/**
 * A class of `learners` generated learners over the days of the demo's 'Firm-wide Leadership
 * Summit' (3 days), every one attending every day but every tenth missing day 1: the
 * benchmark's 10,000-learner roster (issue 17). Set-based statements only. Answers its id.
 */
export async function seedBigRoster(db: Database, tenant: string, learners: number): Promise<number> {
  return db.asOwner(async (tx) => {
    const { rows: found } = await tx.query<{ tenant_id: number; id: number; created_by: number }>(
      `SELECT k.tenant_id, k.id, k.created_by FROM classes k JOIN tenants t ON t.id = k.tenant_id
        WHERE t.subdomain = $1 AND k.class_title = 'Firm-wide Leadership Summit'`,
      [tenant],
    );
    const source = found[0];
    if (!source) throw new Error(`No 'Firm-wide Leadership Summit' class in tenant ${tenant}`);
    await tx.query(`SELECT set_config('app.tenant_id', $1, true)`, [String(source.tenant_id)]);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO classes (tenant_id, course_id, class_title, status, facility, delivered_virtually, timezone,
                            daily_attendance_codes, start_date, created_by, created_at, updated_at)
       SELECT tenant_id, course_id, $2, 'Uncertified', facility, delivered_virtually, timezone, daily_attendance_codes,
              start_date, created_by, now(), now()
         FROM classes WHERE id = $1 RETURNING id`,
      [source.id, `Bench roster of ${learners}`],
    );
    const id = rows[0]?.id as number;
    await tx.query(
      `INSERT INTO class_days (class_id, day, class_date, start_time, end_time, starts_at, ends_at)
       SELECT $2, day, class_date, start_time, end_time, starts_at, ends_at FROM class_days WHERE class_id = $1`,
      [source.id, id],
    );
    await tx.query(
      `INSERT INTO persons (tenant_id, person_type, display_id, name_primary_first, name_primary_last, status)
       SELECT $3, 'internal', 'BR-' || $1::int || '-' || g, 'Bench', lpad(g::text, 5, '0'), 'Active' FROM generate_series(1, $2::int) g`,
      [id, learners, source.tenant_id],
    );
    await tx.query(
      `INSERT INTO class_roster (class_id, person_id, created_by, created_at)
       SELECT $1, p.id, $2, now() FROM persons p WHERE p.display_id LIKE 'BR-' || $1::int || '-%'`,
      [id, source.created_by],
    );
    await tx.query(
      `INSERT INTO roster_attendance (roster_id, day, attended, updated_by, updated_at)
       SELECT r.id, d.day, NOT (d.day = 1 AND r.id % 10 = 0), $2, now()
         FROM class_roster r JOIN class_days d ON d.class_id = r.class_id WHERE r.class_id = $1`,
      [id, source.created_by],
    );
    await tx.exec('ANALYZE class_roster; ANALYZE roster_attendance; ANALYZE persons');
    return id;
  });
}
