import { CLASS_RUN_KINDS, endpoints, type RouteReply } from '@cpe/contract';
import { containsSql, foldedTextSql, SqlParams } from '../../db/sql.ts';
import { defineRoute } from '../../platform/route.ts';
import { aoaAccess } from './aoa-access.ts';
import { AOA_CLASS_COLUMNS, AOA_CLASS_FROM } from './aoa-class-sql.ts';

const INT4_MAX = 2_147_483_647;
const LIMIT = 50;

/**
 * POST /aoa/class-search: classes of the firm (of courses and local learnings) that are not Voided, by title, class id or
 * course title, with a class day in the date range; newest first, at most 50. An empty
 * answer is the screen's 'No Classes Found'.
 */
export const searchAoaClasses = defineRoute(endpoints.searchAoaClasses, {
  summary: 'Find the class to file an affidavit for (searchType title, classId or course; not Voided)',
  tags: ['aoa'],
  auth: aoaAccess(),
  search: true,
  async handler({ body, tx }) {
    const p = new SqlParams();
    // Classes of courses and local learnings: the delivery classes of other kinds have no days to attend.
    const where = ["k.status <> 'Voided'", `c.kind = ANY(${p.add(CLASS_RUN_KINDS)}::text[])`];
    const text = body.searchString.trim();
    if (body.searchType === 'classId') {
      // A class id that is not a number names no class.
      if (!/^\d{1,10}$/.test(text) || Number(text) > INT4_MAX) return [];
      where.push(`k.id = ${p.add(Number(text))}::int`);
    } else if (text) {
      const column = body.searchType === 'title' ? 'k.class_title' : 'c.title';
      where.push(containsSql(`lower(${column})`, foldedTextSql(p, text)));
    }
    const day: string[] = [];
    if (body.searchStartDate) day.push(`d.class_date >= ${p.add(body.searchStartDate)}::date`);
    if (body.searchEndDate) day.push(`d.class_date <= ${p.add(body.searchEndDate)}::date`);
    if (day.length > 0) where.push(`EXISTS (SELECT 1 FROM class_days d WHERE d.class_id = k.id AND ${day.join(' AND ')})`);
    const { rows } = await tx.query<RouteReply<typeof endpoints.searchAoaClasses>[number]>(
      `SELECT ${AOA_CLASS_COLUMNS} FROM ${AOA_CLASS_FROM} WHERE ${where.join(' AND ')}
        ORDER BY k.start_date DESC NULLS LAST, k.id DESC LIMIT ${LIMIT}`,
      p.values,
    );
    return rows;
  },
});
