import type { CreditLimitationLogQuery, CreditLimitationLogRow } from '@cpe/contract';
import { containsSql, foldedTextSql, limitSql, personNameSql, SqlParams } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import { utcDayStart } from '../../shared/search-sql.ts';

type Filters = Omit<CreditLimitationLogQuery, 'limit' | 'after'>;

/**
 * One page of the error log, newest first, by keyset on (cut_at, id): a page costs the same
 * however deep. `after` is the previous page's last row as '<ISO time>|<id>'.
 */
export async function readLogPage(
  tx: Queryable,
  filters: Filters,
  limit: number,
  after?: string,
): Promise<{ rows: CreditLimitationLogRow[]; next: string | null }> {
  const p = new SqlParams();
  const add = (v: unknown) => p.add(v);
  const where: string[] = [];
  if (filters.learner) where.push(containsSql(`lower(${personNameSql('p')})`, foldedTextSql(p, filters.learner)));
  if (filters.classTitle) where.push(containsSql('lower(k.class_title)', foldedTextSql(p, filters.classTitle)));
  if (filters.ruleId) where.push(`c.rule_id = ${add(filters.ruleId)}`);
  if (filters.from) where.push(`c.cut_at >= ${add(utcDayStart(filters.from))}::timestamptz`);
  if (filters.to) where.push(`c.cut_at < ${add(utcDayStart(filters.to, 1))}::timestamptz`);
  if (after) {
    const [at, id] = after.split('|');
    where.push(`(c.cut_at, c.id) < (${add(at)}::timestamptz, ${add(Number(id))}::int)`);
  }
  const { rows } = await tx.query<CreditLimitationLogRow & { amount: string | number; cut_at: Date | string }>(
    `SELECT c.id, c.person_id, ${personNameSql('p')} AS learner, c.class_id, k.class_title, c.rule_id, r.name AS rule, c.amount, c.cut_at
       FROM credit_limitation_cuts c
       JOIN persons p ON p.id = c.person_id
       JOIN classes k ON k.id = c.class_id
       JOIN credit_limitation_rules r ON r.id = c.rule_id
      ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY c.cut_at DESC, c.id DESC LIMIT ${limitSql(limit + 1)}`,
    p.values,
  );
  const page = rows.slice(0, limit).map((r) => ({ ...r, amount: Number(r.amount), cut_at: new Date(r.cut_at).toISOString() }));
  const last = page.at(-1);
  return { rows: page, next: rows.length > limit && last ? `${last.cut_at}|${last.id}` : null };
}
