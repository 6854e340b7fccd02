/**
 * Course search SQL, shared by the search page and the CSV export: the WHERE clause
 * (filters and the caller's visibility), the ORDER BY of each sort, and keyset paging.
 *
 * Everything the caller sends travels as a parameter; the SQL text itself varies only
 * with which filters are present, the sort, and which visibility clauses apply, so the
 * pg driver's named statements stay few.
 *
 * Indexes (migration 0004, partial on kind = 'course' since 0017): courses_updated_idx (tenant_id, updated_at DESC, id DESC),
 * courses_title_idx (tenant_id, lower(title), id), courses_status_idx (tenant_id,
 * course_status, updated_at DESC, id DESC), and the primary key (tenant_id, id). Each sort
 * reads its index in order and stops after limit + 1 rows. Row-level security adds
 * `tenant_id = app_tenant_id()`, which is the index's leading column.
 */
import { COURSE_SORTS, type COURSE_STATUS_VALUES, type CourseSearchFilters, courseVisibilityPlan, isCalendarDate } from '@cpe/contract';
import { z } from 'zod';
import { daysWithinSql, encodeCursorJson, INT4_MAX, readCursorJson, textOrIdSql, utcDayStart } from '../db/search-fragments.ts';
import { containsSql, foldedColumnSql, foldedTextSql, isoSql, limitSql, personNameSql, SqlParams } from '../db/sql.ts';
import { invalid } from '../platform/errors.ts';

export type CourseSort = (typeof COURSE_SORTS)[number];
type CourseStatus = (typeof COURSE_STATUS_VALUES)[number];

/** Who is searching: the session's permissions and person. */
export interface Viewer {
  permissions: ReadonlySet<string>;
  personId: number;
}

/** The last row of a page, as the cursor carries it: the sort's key (text) and the id. */
export interface Cursor {
  sort: CourseSort;
  /** updated: updated_at with microseconds (ISO, UTC); title: lower(title); id: unused. */
  key: string;
  id: number;
}

// Visibility ------------------------------------------------------------------------------

/**
 * Which courses the viewer may see, as SQL over the alias `c`, or null when every course
 * of the tenant is visible. It is built from the contract's courseVisibilityPlan, the
 * plan courseVisible (the `view` ability of GET /course/{id}) applies to one course, so a
 * search lists exactly the courses the viewer may open:
 *   whole statuses    `course_status = ANY(...)`
 *   own courses       the statuses seen for one's own courses, and created_by
 *   signoff           the statuses seen by signoff code, and delivery_method_id = ANY(...)
 *   related           a contact, content reviewer or IRS CE approver of the course
 * The related courses are one array of ids computed once (indexes of migration 0016). All
 * are leakproof operators, so PostgreSQL may use them in index conditions under row-level
 * security.
 */
export function visibilitySql(viewer: Viewer, p: SqlParams): string | null {
  const plan = courseVisibilityPlan(viewer.permissions);
  if (!plan.related) return null;
  const clauses: string[] = [];
  if (plan.whole.length > 0) clauses.push(`c.course_status = ANY(${p.add(plan.whole)}::text[])`);
  if (plan.own.length > 0) clauses.push(`(c.course_status = ANY(${p.add(plan.own)}::text[]) AND c.created_by = ${p.add(viewer.personId)})`);
  for (const { status, deliveryMethodIds } of plan.signoff) {
    clauses.push(`(c.course_status = ${p.add(status)}::text AND c.delivery_method_id = ANY(${p.add(deliveryMethodIds)}::int[]))`);
  }
  clauses.push(`c.id = ANY(${relatedCoursesSql(p.add(viewer.personId))})`);
  return `(${clauses.join(' OR ')})`;
}

/** The ids of the courses the person is a contact, content reviewer or IRS CE approver of, as an array (an InitPlan). */
function relatedCoursesSql(person: string): string {
  return `ARRAY(SELECT cp.course_id FROM course_people cp WHERE cp.person_id = ${person}::int
                UNION SELECT cr.course_id FROM content_reviews cr WHERE cr.reviewer_id = ${person}::int
                UNION SELECT ir.id FROM courses ir WHERE ir.irs_reviewer_id = ${person}::int)`;
}

// Filters ---------------------------------------------------------------------------------

// Where the other searches and the credit limitation log have it from.
export { utcDayStart };

/**
 * The filter conditions over `c`:
 *  - search_text: case-insensitive substring of the title, or a case-insensitive prefix of
 *    the LMS id or LRT id, or (when it is all digits) the exact course id;
 *  - status, delivery method, agenda type: equality;
 *  - date_from / date_to: updated_at within those calendar days (UTC), date_to inclusive.
 */
export function filterSql(filters: Omit<CourseSearchFilters, 'sort'>, p: SqlParams): string[] {
  // Courses only (ADR 0023); a literal, so that the planner matches the indexes' predicate.
  const where: string[] = ["c.kind = 'course'"];
  const text = filters.search_text?.trim();
  if (text) {
    const needle = foldedTextSql(p, text);
    // The title is matched on its stored lower-cased copy (title_key): no lower() per row.
    where.push(
      textOrIdSql(p, text, 'c.id', [
        containsSql('c.title_key', needle),
        `starts_with(${foldedColumnSql('c.lms_id', text)}, ${needle})`,
        `starts_with(${foldedColumnSql('c.lrt_id', text)}, ${needle})`,
      ]),
    );
  }
  if (filters.status) where.push(`c.course_status = ${p.add(filters.status)}::text`);
  if (filters.delivery_method_id !== undefined) where.push(`c.delivery_method_id = ${p.add(filters.delivery_method_id)}::int`);
  if (filters.agenda_type_id !== undefined) where.push(`c.agenda_type_id = ${p.add(filters.agenda_type_id)}::int`);
  where.push(...daysWithinSql(p, 'c.updated_at', filters.date_from, filters.date_to));
  return where;
}

// Sorting and keyset ----------------------------------------------------------------------

export interface SortSpec {
  /** ORDER BY over `c` (matching one index). */
  order: string;
  /** The cursor key of a row, as text, over `c`. */
  keySql: string;
  /** Rows after the cursor. */
  after(cursor: Cursor, p: SqlParams): string;
}

/** updated_at with all six fractional digits, so the cursor compares exactly. */
const UPDATED_KEY_SQL = `to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const SORTS: Record<CourseSort, SortSpec> = {
  updated: {
    order: 'c.updated_at DESC, c.id DESC',
    keySql: UPDATED_KEY_SQL,
    // The first condition bounds the index scan; the second only drops ties already shown.
    after: (cursor, p) => {
      const key = p.add(cursor.key);
      return `c.updated_at <= ${key}::timestamptz AND (c.updated_at < ${key}::timestamptz OR c.id < ${p.add(cursor.id)}::int)`;
    },
  },
  // title_key is the stored lower(title) of migration 0005: its text comparisons are
  // leakproof, so under row-level security the cursor still bounds the index scan.
  title: {
    order: 'c.title_key, c.id',
    keySql: 'c.title_key',
    after: (cursor, p) => {
      const key = p.add(cursor.key);
      return `c.title_key >= ${key}::text AND (c.title_key > ${key}::text OR c.id > ${p.add(cursor.id)}::int)`;
    },
  },
  id: {
    order: 'c.id DESC',
    keySql: 'c.id::text',
    after: (cursor, p) => `c.id < ${p.add(cursor.id)}::int`,
  },
};

// The cursor ------------------------------------------------------------------------------

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const validClock = (hms: string) => /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test(hms);

/** The cursor's fields, `s` one of the sorts of the search that reads it. */
const cursorJsonOf = <S extends CourseSort>(sorts: readonly [S, ...S[]]) =>
  z.object({ s: z.enum(sorts), k: z.string().max(2000), i: z.number().int().positive().max(INT4_MAX) });
const courseCursorJson = cursorJsonOf(COURSE_SORTS);

export function encodeCursor(cursor: Cursor): string {
  return encodeCursorJson({ s: cursor.sort, k: cursor.key, i: cursor.id });
}

/**
 * The cursor of `after`, or a 400 naming `field` when it is not one this server made for the
 * same sort. A search offering fewer sorts (vended content) names them: a cursor of another
 * sort is then malformed.
 */
export function decodeCursor<S extends CourseSort = CourseSort>(
  after: string,
  sort: S,
  field = 'querystring.after',
  sorts?: readonly [S, ...S[]],
): Cursor & { sort: S } {
  const bad = () => invalid(field, 'Malformed cursor: pass nextCursor of the previous page unchanged.');
  const fields = readCursorJson(after, sorts ? cursorJsonOf(sorts) : courseCursorJson);
  if (!fields) throw bad();
  const { k, i } = fields;
  const s: CourseSort = fields.s;
  if (s !== sort) throw invalid(field, `The cursor belongs to sort '${s}', not '${sort}'.`);
  // Forged keys must not reach the query: a date PostgreSQL refuses, or text it cannot hold (NUL).
  if (s === 'updated' && !(ISO_MICROS.test(k) && isCalendarDate(k.slice(0, 10)) && validClock(k.slice(11, 19)))) throw bad();
  if (k.includes('\u0000')) throw bad();
  return { sort, key: k, id: i };
}

// The query -------------------------------------------------------------------------------

/** A search row as the query returns it: the API's row plus the cursor key. */
export interface CourseSearchDbRow {
  id: number;
  title: string;
  course_status: CourseStatus;
  delivery_method: string | null;
  agenda_type: string | null;
  version: number;
  lms_id: string | null;
  created_by_name: string;
  updated_at: string;
  sort_key: string;
}

export interface SearchQueryInput {
  filters: CourseSearchFilters;
  viewer: Viewer;
  after?: Cursor | undefined;
  /** Rows to fetch (the caller asks one more than the page to learn whether more follow). */
  limit: number;
}

/**
 * One page of the search as a parameterised query. The inner query picks the page from
 * `courses` alone (an index scan in sort order that stops at the limit); the lookups are
 * then joined to those rows only.
 */
export function searchQuery({ filters, viewer, after, limit }: SearchQueryInput): { text: string; values: unknown[] } {
  const p = new SqlParams();
  const sort = SORTS[filters.sort];
  const where = filterSql(filters, p);
  const visible = visibilitySql(viewer, p);
  if (visible) where.push(visible);
  if (after) where.push(sort.after(after, p));
  const text = `
    SELECT c.id, c.title, c.course_status, dm.name AS delivery_method, at.name AS agenda_type, c.version, c.lms_id,
           coalesce(${personNameSql('cb')}, '') AS created_by_name, ${isoSql('c.updated_at')} AS updated_at,
           c.sort_key
      FROM (SELECT c.id, c.tenant_id, c.title, c.course_status, c.delivery_method_id, c.agenda_type_id, c.version, c.lms_id,
                   c.created_by, c.updated_at, c.title_key, ${sort.keySql} AS sort_key
              FROM courses c
             ${where.length > 0 ? `WHERE ${where.join('\n               AND ')}` : ''}
             ORDER BY ${sort.order}
             LIMIT ${limitSql(limit)}) c
      ${COURSE_LOOKUP_JOINS}
     ORDER BY ${sort.order}`;
  return { text, values: p.values };
}

/** The lookups a search row of a course kind shows, joined to `c`: delivery method, agenda type, and its creator (cb). */
export const COURSE_LOOKUP_JOINS = `LEFT JOIN delivery_methods dm ON dm.tenant_id = c.tenant_id AND dm.id = c.delivery_method_id
      LEFT JOIN agenda_types at ON at.tenant_id = c.tenant_id AND at.id = c.agenda_type_id
      LEFT JOIN persons cb ON cb.tenant_id = c.tenant_id AND cb.id = c.created_by`;

/**
 * A page of a course kind's search as `c` (with `page.sort_key`): the inner query picks the
 * page's ids from the sort's index alone, which carries every column the filters read
 * (migration 0040), so entries a filter rejects never cost a table row; then the page's rows
 * are joined. Vended content and local learning page this way.
 */
export function coursePageSql(sort: SortSpec, where: readonly string[], limit: number): string {
  return `(SELECT c.tenant_id, c.id, ${sort.keySql} AS sort_key
              FROM courses c
             WHERE ${where.join('\n               AND ')}
             ORDER BY ${sort.order}
             LIMIT ${limitSql(limit)}) page
      JOIN courses c ON c.tenant_id = page.tenant_id AND c.id = page.id`;
}

/** The cursor that continues after this row. */
export function cursorAfter(row: CourseSearchDbRow, sort: CourseSort): Cursor {
  return { sort, key: row.sort_key, id: row.id };
}
