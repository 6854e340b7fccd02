import { endpoints } from '@cpe/contract';
import { containsSql, foldedTextSql, limitSql, personNameSql, SqlParams, ymdSql } from '../../db/sql.ts';
import { defineRoute } from '../../platform/route.ts';
import { parseIdCursor } from './id-cursor.ts';
import { studyAccess } from './study-access.ts';

/**
 * The programs list of /independentstudy-requests: newest first, keyset paged by id
 * (independent_study_programs_id_idx); text matches the title or is the program id.
 */
export const searchPrograms = defineRoute(endpoints.searchPrograms, {
  summary: 'Independent study programs, newest first: text (title or id), status; keyset paging (pass nextCursor as cursor)',
  tags: ['independent study'],
  auth: studyAccess(),
  search: true,
  async handler({ body, tx }) {
    const p = new SqlParams();
    const where: string[] = [];
    const text = body.text?.trim();
    if (text) {
      const byId = /^\d{1,9}$/.test(text) ? ` OR g.id = ${p.add(Number(text))}::int` : '';
      where.push(`(${containsSql('lower(g.title)', foldedTextSql(p, text))}${byId})`);
    }
    if (body.status) where.push(`g.status = ${p.add(body.status)}::text`);
    const after = parseIdCursor(body.cursor);
    if (after !== undefined) where.push(`g.id < ${p.add(after)}::int`);
    const { rows } = await tx.query<{
      id: number;
      title: string;
      status: 'Open' | 'Closed';
      submitter: string;
      program_owner: string;
      date_created: string;
      study_count: number;
    }>(
      `SELECT g.id, g.title, g.status, ${personNameSql('s')} AS submitter, ${personNameSql('o')} AS program_owner,
              ${ymdSql('g.created_at')} AS date_created,
              (SELECT count(*)::int FROM courses c WHERE c.program_id = g.id) AS study_count
         FROM (SELECT * FROM independent_study_programs g ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
                ORDER BY g.id DESC LIMIT ${limitSql(body.limit + 1)}) g
         JOIN persons s ON s.id = g.submitter_id
         JOIN persons o ON o.id = g.owner_id
        ORDER BY g.id DESC`,
      p.values,
    );
    const items = rows.slice(0, body.limit);
    const last = items.at(-1);
    return { items, nextCursor: rows.length > body.limit && last ? String(last.id) : null };
  },
});
