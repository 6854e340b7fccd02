import {
  CLASS_RUN_KINDS,
  type ClassListRow,
  type ClassSearchFilters,
  isCalendarDate,
  seesEveryClass,
  seesEveryLocalLearning,
} from '@cpe/contract';
/**
 * Class search SQL, shared by the search page and the CSV export: filters, the caller's
 * visibility (the same rule as loadClass), and keyset paging by (start_date DESC, id DESC),
 * which the index classes_start_idx serves. Everything the caller sends is a parameter.
 */
import { z } from 'zod';
import { encodeCursorJson, INT4_MAX, readCursorJson, textOrIdSql } from '../../../db/search-fragments.ts';
import { containsSql, foldedTextSql, limitSql, SqlParams, ymdSql } from '../../../db/sql.ts';
import { invalid } from '../../../platform/errors.ts';
import type { Viewer } from '../../../shared/search-sql.ts';

export interface ClassCursor {
  /** start_date as YYYY-MM-DD ('' for a class without days). */
  key: string;
  id: number;
}

/**
 * The class policy's visibility (classVisible, which loadClass applies) as SQL: every class
 * when the codes show them all, else the classes the viewer teaches or is a contact of, and
 * the classes of the local learnings the viewer may see (every one with a local learning
 * code, else those they created).
 */
function visibilitySql(viewer: Viewer, p: SqlParams): string | null {
  if (seesEveryClass(viewer.permissions)) return null;
  const me = p.add(viewer.personId);
  const localLearning = seesEveryLocalLearning(viewer.permissions)
    ? "c.kind = 'local_learning'"
    : `(c.kind = 'local_learning' AND c.created_by = ${me}::int)`;
  return `(EXISTS (SELECT 1 FROM class_instructors ci WHERE ci.class_id = k.id AND ci.person_id = ${me}::int)
        OR EXISTS (SELECT 1 FROM class_contacts cc WHERE cc.class_id = k.id AND cc.person_id = ${me}::int)
        OR ${localLearning})`;
}

/** A class day within the range, or on the date; text over title, LMS id, alternate id, or the exact id. */
function filterSql(f: ClassSearchFilters, p: SqlParams): string[] {
  const where: string[] = [`c.kind = ANY(${p.add(CLASS_RUN_KINDS)}::text[])`];
  const text = f.search_text?.trim();
  if (text) {
    const needle = foldedTextSql(p, text);
    where.push(
      textOrIdSql(p, text, 'k.id', [
        containsSql('lower(k.class_title)', needle),
        `starts_with(lower(k.lms_id), ${needle})`,
        `starts_with(lower(k.alternate_id), ${needle})`,
      ]),
    );
  }
  if (f.status) where.push(`k.status = ${p.add(f.status)}::text`);
  if (f.course_id !== undefined) where.push(`k.course_id = ${p.add(f.course_id)}::int`);
  const day: string[] = [];
  if (f.date) day.push(`d.class_date = ${p.add(f.date)}::date`);
  if (f.date_from) day.push(`d.class_date >= ${p.add(f.date_from)}::date`);
  if (f.date_to) day.push(`d.class_date <= ${p.add(f.date_to)}::date`);
  if (day.length > 0) where.push(`EXISTS (SELECT 1 FROM class_days d WHERE d.class_id = k.id AND ${day.join(' AND ')})`);
  if (f.person_id !== undefined) {
    const person = p.add(f.person_id);
    where.push(`(EXISTS (SELECT 1 FROM class_roster r WHERE r.class_id = k.id AND r.person_id = ${person}::int AND r.removed_at IS NULL)
              OR EXISTS (SELECT 1 FROM class_instructors ci WHERE ci.class_id = k.id AND ci.person_id = ${person}::int))`);
  }
  return where;
}

export function classSearchQuery(input: { filters: ClassSearchFilters; viewer: Viewer; after?: ClassCursor; limit: number }) {
  const p = new SqlParams();
  const where = filterSql(input.filters, p);
  const visible = visibilitySql(input.viewer, p);
  if (visible) where.push(visible);
  if (input.after) {
    const key = p.add(input.after.key || '0001-01-01');
    where.push(`(k.start_date < ${key}::date OR (k.start_date = ${key}::date AND k.id < ${p.add(input.after.id)}::int))`);
  }
  const text = `
    SELECT k.id, k.class_title, k.status, k.course_id, c.title AS course_title, ${ymdSql('k.start_date')} AS start_date,
           (SELECT ${ymdSql('max(d.class_date)')} FROM class_days d WHERE d.class_id = k.id) AS end_date, k.timezone, k.lms_id, k.alternate_id,
           (SELECT count(*)::int FROM class_roster r WHERE r.class_id = k.id AND r.removed_at IS NULL) AS roster_count
      FROM classes k JOIN courses c ON c.id = k.course_id
     ${where.length > 0 ? `WHERE ${where.join('\n       AND ')}` : ''}
     ORDER BY k.start_date DESC, k.id DESC
     LIMIT ${limitSql(input.limit)}`;
  return { text, values: p.values };
}

export const cursorOf = (row: ClassListRow): ClassCursor => ({ key: row.start_date ?? '', id: row.id });

const cursorJson = z.object({ k: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/), i: z.number().int().positive().max(INT4_MAX) });

export function encodeClassCursor(cursor: ClassCursor): string {
  return encodeCursorJson({ k: cursor.key, i: cursor.id });
}

/** The cursor of `after`, or a 400 naming querystring.after when this server did not make it. */
export function decodeClassCursor(after: string): ClassCursor {
  const bad = () => invalid('querystring.after', 'Malformed cursor: pass nextCursor of the previous page unchanged.');
  const fields = readCursorJson(after, cursorJson);
  // A forged day that PostgreSQL refuses (2026-02-30, year 0) must not reach the query.
  if (!fields || (fields.k !== '' && !isCalendarDate(fields.k))) throw bad();
  return { key: fields.k, id: fields.i };
}
