import { type ecpSearchFilters, usesAdminSearch } from '@cpe/contract';
import type { z } from 'zod';
import { containsSql, foldedTextSql, isoSql, limitSql, personNameSql, SqlParams, ymdSql } from '../../db/sql.ts';
import { forbidden, invalid } from '../../platform/errors.ts';
import type { Session } from '../../platform/sessions/sessions.ts';

export type EcpFilters = z.output<typeof ecpSearchFilters>;

/**
 * The search of /learner/cpe/search (scope mine: the caller's own requests) and
 * /learner/cpe/admin/search (scope admin: the firm's, ECP051 or ECP050), newest first, keyset
 * paged by id. Search and export share it.
 */
export function ecpSearchQuery(filters: EcpFilters, viewer: Session, opts: { afterId?: number; limit: number }) {
  if (filters.scope === 'admin' && !usesAdminSearch(viewer.permissions))
    throw forbidden('The admin search of external CPE requests needs ECP051 or ECP050.');
  const p = new SqlParams();
  const where: string[] = [];
  if (filters.scope === 'mine') {
    const me = p.add(viewer.personId);
    where.push(`(r.request_person_id = ${me} OR r.created_by = ${me})`);
  }
  if (filters.status) where.push(`r.request_status = ${p.add(filters.status)}`);
  if (filters.startDate) where.push(`r.completion_date >= ${p.add(filters.startDate)}::date`);
  if (filters.endDate) where.push(`r.completion_date <= ${p.add(filters.endDate)}::date`);
  if (filters.text) {
    const needle = foldedTextSql(p, filters.text);
    const contains = (column: string) => containsSql(`lower(${column})`, needle);
    where.push(
      `(${contains('r.title')} OR ${contains('r.sponsor_name')} OR ${contains(personNameSql('p'))} OR r.id::text = ${p.add(filters.text)})`,
    );
  }
  if (opts.afterId !== undefined) where.push(`r.id < ${p.add(opts.afterId)}`);
  const text = `
    SELECT r.id, r.title, ${personNameSql('p')} AS requester, r.request_person_id, r.request_status, r.sponsor_name,
           ${ymdSql('r.completion_date')} AS completion_date,
           coalesce((SELECT sum(a.credits) FROM ecpe_awards a WHERE a.request_id = r.id), 0)::float8 AS total_credits,
           ${isoSql('r.created_at')} AS created_on, ${isoSql('r.submitted_at')} AS submitted_on
      FROM external_cpe_requests r JOIN persons p ON p.id = r.request_person_id
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY r.id DESC LIMIT ${limitSql(opts.limit)}`;
  return { text, values: p.values };
}

/** The opaque cursor is the last row's id; anything else is a 400 naming the field. */
export function parseCursor(cursor: string | null | undefined): number | undefined {
  if (cursor == null || cursor === '') return undefined;
  if (!/^[0-9]{1,10}$/.test(cursor) || Number(cursor) > 2_147_483_647) throw invalid('body.cursor', 'Not a cursor of this search.');
  return Number(cursor);
}
