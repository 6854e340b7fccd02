/**
 * Local learning search SQL, shared by the search page and the CSV export: the filters, the
 * caller's visibility (the local learning policy: a holder of a local learning code sees
 * every one, anyone else those they created), and keyset paging in the course search's
 * sorts. The kind is a literal, so the planner matches the partial indexes of migration 0017:
 * local_learning_updated_idx (tenant_id, updated_at DESC, id DESC) and
 * local_learning_title_key_idx (tenant_id, title_key, id); each page reads one of them in
 * order and stops after limit + 1 rows, never touching the rows of other kinds. One's own
 * (`mine`, or a caller without a local learning code) reads the creator's indexes of
 * migration 0020, (tenant_id, created_by, …) in the same orders.
 */
import { type LocalLearningSearchFilters, type LocalLearningStatus, seesEveryLocalLearning } from '@cpe/contract';
import { daysWithinSql, textOrIdSql } from '../../db/search-fragments.ts';
import { containsSql, foldedTextSql, isoSql, personNameSql, SqlParams, ymdSql } from '../../db/sql.ts';
import { COURSE_LOOKUP_JOINS, type Cursor, coursePageSql, SORTS, type Viewer } from '../../shared/search-sql.ts';

export interface LocalLearningDbRow {
  id: number;
  title: string;
  course_status: LocalLearningStatus;
  delivery_method: string | null;
  agenda_type: string | null;
  submitted_by: string | null;
  submitted_on: string | null;
  start_date: string | null;
  class_id: number | null;
  updated_at: string;
  sort_key: string;
}

function whereSql(filters: Omit<LocalLearningSearchFilters, 'sort'>, viewer: Viewer, p: SqlParams): string[] {
  const where = ["c.kind = 'local_learning'"];
  // The caller's own: asked for (`mine`), or all a caller without a local learning code may see.
  if (filters.mine || !seesEveryLocalLearning(viewer.permissions)) where.push(`c.created_by = ${p.add(viewer.personId)}::int`);
  const text = filters.search_text?.trim();
  if (text) {
    // The title is matched on its stored lower-cased copy (title_key); digits may also name the request number.
    where.push(textOrIdSql(p, text, 'c.id', [containsSql('c.title_key', foldedTextSql(p, text))]));
  }
  if (filters.status) where.push(`c.course_status = ${p.add(filters.status)}::text`);
  where.push(...daysWithinSql(p, 'c.updated_at', filters.date_from, filters.date_to));
  return where;
}

/** One page of local learnings, as coursePageSql picks it, with the lookups and the class's start. */
export function localLearningSearchQuery(input: {
  filters: LocalLearningSearchFilters;
  viewer: Viewer;
  after?: Cursor | undefined;
  limit: number;
}): { text: string; values: unknown[] } {
  const p = new SqlParams();
  const sort = SORTS[input.filters.sort];
  const where = whereSql(input.filters, input.viewer, p);
  if (input.after) where.push(sort.after(input.after, p));
  const text = `
    SELECT c.id, c.title, c.course_status, dm.name AS delivery_method, at.name AS agenda_type,
           ${personNameSql('cb')} AS submitted_by, ${isoSql('c.submitted_on')} AS submitted_on,
           ${ymdSql('k.start_date')} AS start_date, c.class_id, ${isoSql('c.updated_at')} AS updated_at, page.sort_key
      FROM ${coursePageSql(sort, where, input.limit)}
      ${COURSE_LOOKUP_JOINS}
      LEFT JOIN classes k ON k.tenant_id = c.tenant_id AND k.id = c.class_id
     ORDER BY ${sort.order}`;
  return { text, values: p.values };
}
