/**
 * The learner's independent study search (/learner/independentstudy/search): the Finalized
 * studies the caller may take (assigned to, or on the class roster of: ADR 0052), by title,
 * with the caller's own completion, keyset paged on (title_key, id). It starts from the
 * caller's assignments and roster entries (migration 0043's indexes), which are few, rather
 * than walking every Finalized study of the firm.
 */
import { computeCredits, contentExpiryDate, DELIVERY_METHOD_IDS, type learnerStudySearchFilters } from '@cpe/contract';
import type { z } from 'zod';
import { containsSql, foldedTextSql, limitSql, SqlParams, ymdSql } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import { loadTenantSettings } from '../../platform/tenant-settings.ts';
import { type Cursor, SORTS } from '../../shared/search-sql.ts';
import { incrementOf, loadAgenda, selfStudyOf } from '../courses/index.ts';

export type LearnerFilters = z.output<typeof learnerStudySearchFilters>;

interface DbRow {
  id: number;
  title: string;
  description: string | null;
  delivery_method: string | null;
  delivery_method_id: number | null;
  credit_increment: string;
  self_study_words: number | null;
  self_study_media_minutes: number | null;
  self_study_review_questions: number | null;
  self_study_exam_questions: number | null;
  finalized_on: string;
  completed_on: string | null;
  sort_key: string;
}

export interface LearnerStudyRow {
  id: number;
  title: string;
  description: string | null;
  delivery_method: string | null;
  credits: number;
  content_exp_date: string;
  completed_on: string | null;
  sort_key: string;
}

/** One page of Finalized studies after the cursor, each with its credits, content expiry and the caller's completion. */
export async function learnerStudyPage(
  tx: Queryable,
  filters: LearnerFilters,
  personId: number,
  after: Cursor | undefined,
  limit: number,
): Promise<LearnerStudyRow[]> {
  const p = new SqlParams();
  const sort = SORTS.title;
  const me = p.add(personId);
  // The studies this person may take (ADR 0052): few per learner, so the page starts from them.
  const mine = `c.id IN (SELECT a.course_id FROM independent_study_assignments a WHERE a.person_id = ${me}::int
                 UNION SELECT s.id FROM class_roster r JOIN courses s ON s.class_id = r.class_id AND s.kind = 'independent_study'
                        WHERE r.person_id = ${me}::int AND r.removed_at IS NULL)`;
  const where = ["c.kind = 'independent_study'", "c.course_status = 'Finalized'", mine];
  const text = filters.text?.trim();
  if (text) where.push(containsSql('c.title_key', foldedTextSql(p, text)));
  if (after) where.push(sort.after(after, p));
  const { rows } = await tx.query<DbRow>(
    `SELECT c.id, c.title, c.description, dm.name AS delivery_method, c.delivery_method_id, c.credit_increment::text AS credit_increment,
            c.self_study_words, c.self_study_media_minutes, c.self_study_review_questions, c.self_study_exam_questions,
            ${ymdSql('c.finalization_date')} AS finalized_on, ${ymdSql('s.completed_on')} AS completed_on, c.sort_key
       FROM (SELECT c.*, ${sort.keySql} AS sort_key FROM courses c
              WHERE ${where.join(' AND ')}
              ORDER BY ${sort.order} LIMIT ${limitSql(limit)}) c
       LEFT JOIN delivery_methods dm ON dm.tenant_id = c.tenant_id AND dm.id = c.delivery_method_id
       LEFT JOIN independent_study_completions s ON s.tenant_id = c.tenant_id AND s.course_id = c.id AND s.person_id = ${me}::int
      ORDER BY ${sort.order}`,
    p.values,
  );
  const years = (await loadTenantSettings(tx, ['contentExpiryYears'])).contentExpiryYears ?? 0;
  const out: LearnerStudyRow[] = [];
  for (const r of rows) {
    const selfStudy = selfStudyOf(r);
    // The word-count formula needs no agenda; any other rule counts the agenda's minutes.
    const wordCount = r.delivery_method_id === DELIVERY_METHOD_IDS.qasSelfStudy && selfStudy !== undefined;
    const modules = wordCount ? [] : (await loadAgenda(tx, r.id)).flatMap((d) => d.modules);
    const credits = computeCredits(modules, {
      deliveryMethodId: r.delivery_method_id,
      increment: incrementOf(r.credit_increment),
      selfStudy,
    }).total;
    out.push({
      id: r.id,
      title: r.title,
      description: r.description,
      delivery_method: r.delivery_method,
      credits,
      content_exp_date: contentExpiryDate(r.finalized_on, years),
      completed_on: r.completed_on,
      sort_key: r.sort_key,
    });
  }
  return out;
}
