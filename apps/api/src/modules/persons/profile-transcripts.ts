import type { TranscriptEntry } from '@cpe/contract';
import { isoSql } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';

type Row = Omit<TranscriptEntry, 'index' | 'credits' | 'fos_data'> & {
  credits: string | number;
  fos_data: { field_of_study_id: number; field_of_study: string; subject_short_name: string; credits: string | number }[];
};

/**
 * The person's transcripts as certification wrote them (classes/transcripts.ts): one entry
 * per certified class, newest completion first, with its credits by field of study.
 */
export async function loadTranscripts(tx: Queryable, personId: number): Promise<TranscriptEntry[]> {
  const { rows } = await tx.query<Row>(
    `SELECT t.class_id, k.class_title, t.course_id, c.title AS course_title, to_char(max(t.completed_on), 'YYYY-MM-DD') AS completed_on,
            ${isoSql('max(t.certified_at)')} AS certified_at, sum(t.credits) AS credits,
            json_agg(json_build_object('field_of_study_id', f.id, 'field_of_study', f.name, 'subject_short_name', f.subject_short_name,
                                       'credits', t.credits) ORDER BY f.name) AS fos_data
       FROM transcripts t
       JOIN classes k ON k.id = t.class_id
       JOIN courses c ON c.id = t.course_id
       JOIN fields_of_study f ON f.id = t.field_of_study_id
      WHERE t.person_id = $1
      GROUP BY t.class_id, k.class_title, t.course_id, c.title
      ORDER BY completed_on DESC, t.class_id DESC`,
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
