/**
 * Independent study search SQL, shared by the staff search page and its CSV export. Like
 * course search (shared/search-sql.ts, whose sorts and cursor it reuses) it pages by keyset
 * over partial indexes of its own kind (migration 0017): independent_study_updated_idx
 * (tenant_id, updated_at DESC, id DESC) and independent_study_title_key_idx (tenant_id,
 * title_key, id), each `WHERE kind = 'independent_study'`, so a page reads its index in
 * order and stops after limit + 1 rows, never walking courses of another kind.
 */
import { INDEPENDENT_STUDY_REQUEST_STATUS, type IndependentStudyStatus, type independentStudySearchFilters } from '@cpe/contract';
import type { z } from 'zod';
import { containsSql, foldedTextSql, isoSql, limitSql, personNameSql, SqlParams } from '../../db/sql.ts';
import { AppError, invalid } from '../../platform/errors.ts';
import { type Cursor, decodeCursor, SORTS } from '../../shared/search-sql.ts';

export type StudyFilters = z.output<typeof independentStudySearchFilters>;
export type StudySort = StudyFilters['sort'];

export interface StudySearchDbRow {
  id: number;
  title: string;
  course_status: IndependentStudyStatus;
  request_type_name: string | null;
  program_id: number | null;
  program_title: string | null;
  delivery_method: string | null;
  created_by_name: string;
  updated_at: string;
  sort_key: string;
}

/** The cursor of a page, or a 400 naming body.cursor when it is not one this server made for the same sort. */
export function decodeStudyCursor(cursor: string | null | undefined, sort: StudySort): Cursor | undefined {
  if (cursor == null || cursor === '') return undefined;
  try {
    return decodeCursor(cursor, sort);
  } catch (error) {
    if (error instanceof AppError) throw invalid('body.cursor', error.message);
    throw error;
  }
}

/** The filters over `c`: text is a case-insensitive substring of the title or the exact id; status and program by equality. */
function filterSql(filters: StudyFilters, p: SqlParams): string[] {
  // A literal, so that the planner matches the partial indexes' predicate.
  const where = ["c.kind = 'independent_study'"];
  const text = filters.text?.trim();
  if (text) {
    const alternatives = [containsSql('c.title_key', foldedTextSql(p, text))];
    if (/^\d{1,9}$/.test(text)) alternatives.unshift(`c.id = ${p.add(Number(text))}::int`);
    where.push(`(${alternatives.join(' OR ')})`);
  }
  if (filters.status) where.push(`c.course_status = ${p.add(filters.status)}::text`);
  if (filters.program_id !== undefined) where.push(`c.program_id = ${p.add(filters.program_id)}::int`);
  return where;
}

/** One page (limit rows) after the cursor: the inner query picks the page from `courses` alone; lookups join to it. */
export function studySearchQuery(filters: StudyFilters, after: Cursor | undefined, limit: number): { text: string; values: unknown[] } {
  const p = new SqlParams();
  const sort = SORTS[filters.sort];
  const where = filterSql(filters, p);
  if (after) where.push(sort.after(after, p));
  const text = `
    SELECT c.id, c.title, c.course_status, c.request_type AS request_type_name, c.program_id, g.title AS program_title,
           dm.name AS delivery_method, coalesce(${personNameSql('cb')}, '') AS created_by_name,
           ${isoSql('c.updated_at')} AS updated_at, c.sort_key
      FROM (SELECT c.id, c.tenant_id, c.title, c.course_status, c.request_type, c.program_id, c.delivery_method_id,
                   c.created_by, c.updated_at, c.title_key, ${sort.keySql} AS sort_key
              FROM courses c
             WHERE ${where.join('\n               AND ')}
             ORDER BY ${sort.order}
             LIMIT ${limitSql(limit)}) c
      LEFT JOIN independent_study_programs g ON g.tenant_id = c.tenant_id AND g.id = c.program_id
      LEFT JOIN delivery_methods dm ON dm.tenant_id = c.tenant_id AND dm.id = c.delivery_method_id
      LEFT JOIN persons cb ON cb.tenant_id = c.tenant_id AND cb.id = c.created_by
     ORDER BY ${sort.order}`;
  return { text, values: p.values };
}

/** The API's row: the search row without its cursor key, with the request status of its status. */
export function toStudyRow({ sort_key: _key, ...row }: StudySearchDbRow) {
  return { ...row, request_status: INDEPENDENT_STUDY_REQUEST_STATUS[row.course_status] };
}
