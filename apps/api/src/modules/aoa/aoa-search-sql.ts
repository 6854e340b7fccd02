import { type AoaSearchFilters, type AoaSearchRow, decidesAffidavits, isCalendarDate } from '@cpe/contract';
import { z } from 'zod';
import { encodeCursorJson, INT4_MAX, readCursorJson } from '../../db/search-fragments.ts';
import { containsSql, foldedTextSql, isoSql, limitSql, personNameSql, SqlParams, ymdSql } from '../../db/sql.ts';
import { forbidden, invalid } from '../../platform/errors.ts';
import type { Session } from '../../platform/sessions/sessions.ts';

/**
 * AOA search SQL, shared by POST /aoa/search and GET /aoa/export: 'mine' lists the caller's
 * affidavits, 'admin' the firm's (AOA050 only: else 403). Keyset paging by (updated_at DESC,
 * id DESC), which affidavits_updated_idx serves; every value is a parameter.
 */
export interface AoaCursor {
  at: string;
  id: number;
}

export function aoaSearchQuery(input: { filters: AoaSearchFilters; viewer: Session; after?: AoaCursor; limit: number }) {
  const { filters: f, viewer } = input;
  const p = new SqlParams();
  const where: string[] = [];
  if (f.scope === 'admin') {
    if (!decidesAffidavits(viewer.permissions)) throw forbidden('Only AOA staff search every affidavit.');
  } else where.push(`a.requestor_id = ${p.add(viewer.personId)}::int`);
  if (f.status) where.push(`a.status = ${p.add(f.status)}::text`);
  if (f.classId !== undefined) where.push(`a.class_id = ${p.add(f.classId)}::int`);
  if (f.classText) where.push(containsSql('lower(k.class_title)', foldedTextSql(p, f.classText)));
  if (f.personText) where.push(containsSql(`lower(${personNameSql('p')})`, foldedTextSql(p, f.personText)));
  const day: string[] = [];
  if (f.startDate) day.push(`d.class_date >= ${p.add(f.startDate)}::date`);
  if (f.endDate) day.push(`d.class_date <= ${p.add(f.endDate)}::date`);
  if (day.length > 0) where.push(`EXISTS (SELECT 1 FROM class_days d WHERE d.class_id = a.class_id AND ${day.join(' AND ')})`);
  if (input.after) {
    const at = p.add(input.after.at);
    where.push(`(a.updated_at < ${at}::timestamptz OR (a.updated_at = ${at}::timestamptz AND a.id < ${p.add(input.after.id)}::int))`);
  }
  const text = `
    SELECT a.id AS "requestId", a.status AS request_status, a.requestor_id, ${personNameSql('p')} AS requestor_name,
           a.class_id AS "classId", k.class_title, ${ymdSql('k.start_date')} AS start_date,
           CASE a.verify_type_id WHEN 1 THEN 'Attendance Code' WHEN 2 THEN 'Documents' END AS "verificationType",
           ${isoSql('a.submitted_at')} AS submitted_on, ${isoSql('a.updated_at')} AS updated_on
      FROM affidavits a JOIN persons p ON p.id = a.requestor_id JOIN classes k ON k.id = a.class_id
     ${where.length > 0 ? `WHERE ${where.join('\n       AND ')}` : ''}
     ORDER BY a.updated_at DESC, a.id DESC
     LIMIT ${limitSql(input.limit)}`;
  return { text, values: p.values };
}

export const cursorOf = (row: AoaSearchRow): AoaCursor => ({ at: row.updated_on, id: row.requestId });

const cursorJson = z.object({ t: z.iso.datetime(), i: z.number().int().positive().max(INT4_MAX) });

export function encodeAoaCursor(cursor: AoaCursor): string {
  return encodeCursorJson({ t: cursor.at, i: cursor.id });
}

/** The cursor of `after`, or a 400 naming body.after when this server did not make it. */
export function decodeAoaCursor(after: string): AoaCursor {
  const bad = () => invalid('body.after', 'Malformed cursor: pass nextCursor of the previous page unchanged.');
  const fields = readCursorJson(after, cursorJson);
  if (!fields || !isCalendarDate(fields.t.slice(0, 10))) throw bad();
  return { at: fields.t, id: fields.i };
}
