import type { TranscriptEntry } from '@cpe/contract';
import { isoSql } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import { recordFosSql } from '../transcripts/index.ts';

type Row = Omit<TranscriptEntry, 'index' | 'credits' | 'fos_data'> & {
  credits: string | number;
  fos_data: { field_of_study_id: number; field_of_study: string; subject_short_name: string; credits: string | number }[];
};

/**
 * The person's class transcripts (the profile's "Transcripts (with fos_data lists,
 * index)"): one entry per live class credit record (ADR 0051), newest completion first, with
 * the record's total and its credits by field of study.
 */
export async function loadTranscripts(tx: Queryable, personId: number): Promise<TranscriptEntry[]> {
  const { rows } = await tx.query<Row>(
    `SELECT r.class_id, k.class_title, r.course_id, c.title AS course_title, to_char(r.completed_on, 'YYYY-MM-DD') AS completed_on,
            ${isoSql('r.recorded_at')} AS certified_at, r.total AS credits, coalesce(${recordFosSql('r')}, '[]') AS fos_data
       FROM credit_records r
       JOIN classes k ON k.id = r.class_id
       JOIN courses c ON c.id = r.course_id
      WHERE r.person_id = $1 AND r.class_id IS NOT NULL AND r.superseded_at IS NULL
      ORDER BY r.completed_on DESC, r.class_id DESC`,
    [personId],
  );
  // numeric arrives as text from pg and as a number from PGlite.
  return rows.map((r, i) => ({
    ...r,
    index: i + 1,
    credits: Number(r.credits),
    fos_data: r.fos_data.map((f) => ({ ...f, credits: Number(f.credits) })),
  }));
}
