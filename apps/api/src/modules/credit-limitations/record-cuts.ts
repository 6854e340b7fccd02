import type { CreditLimitationCut } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';

/**
 * The error log's rows for a (re-)certification: one per class, learner and rule that cut
 * credits, upserted, so certifying again updates the amount instead of adding a row; a cut that
 * no longer happens (attendance or rules changed) is removed. With `onlyPersonId`, that learner's.
 */
export async function recordCuts(
  tx: Queryable,
  classId: number,
  learners: readonly { person_id: number; cuts: readonly CreditLimitationCut[] }[],
  now: Date,
  onlyPersonId?: number,
): Promise<void> {
  const rows = learners.flatMap((l) => l.cuts.map((c) => ({ person: l.person_id, rule: c.ruleId, amount: c.amount })));
  if (rows.length > 0) {
    await tx.query(
      `INSERT INTO credit_limitation_cuts (class_id, person_id, rule_id, amount, cut_at)
       SELECT $1, x.p, x.r, x.a, $2 FROM unnest($3::int[], $4::int[], $5::numeric[]) AS x(p, r, a)
       ON CONFLICT (tenant_id, class_id, person_id, rule_id)
       DO UPDATE SET amount = excluded.amount, cut_at = excluded.cut_at
       WHERE credit_limitation_cuts.amount IS DISTINCT FROM excluded.amount`,
      [classId, now, rows.map((r) => r.person), rows.map((r) => r.rule), rows.map((r) => r.amount)],
    );
  }
  await tx.query(
    `DELETE FROM credit_limitation_cuts c WHERE c.class_id = $1 AND ($4::int IS NULL OR c.person_id = $4::int)
        AND NOT EXISTS (SELECT 1 FROM unnest($2::int[], $3::int[]) AS k(p, r) WHERE k.p = c.person_id AND k.r = c.rule_id)`,
    [classId, rows.map((r) => r.person), rows.map((r) => r.rule), onlyPersonId ?? null],
  );
}
