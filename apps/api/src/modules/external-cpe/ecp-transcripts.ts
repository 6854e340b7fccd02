import type { EcpeTranscriptEntry } from '@cpe/contract';
import { isoSql } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';

/**
 * An approved request becomes the learner's external CPE transcript: one row per field of
 * study, with the title, sponsor, completion date and delivery method as approved (kept as
 * they were, whatever is renamed later). Written in the approving transaction.
 */
export async function writeEcpeTranscripts(tx: Queryable, requestId: number, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO ecpe_transcripts (request_id, person_id, title, sponsor_name, completed_on, delivery_method, field_of_study_id, credits, approved_at)
     SELECT r.id, r.request_person_id, r.title, r.sponsor_name, r.completion_date, dm.name, a.field_of_study_id, a.credits, $2
       FROM external_cpe_requests r
       JOIN ecpe_awards a ON a.request_id = r.id
       LEFT JOIN delivery_methods dm ON dm.id = r.delivery_method_id
      WHERE r.id = $1
     ON CONFLICT (tenant_id, request_id, field_of_study_id) DO NOTHING`,
    [requestId, now],
  );
}

type Row = Omit<EcpeTranscriptEntry, 'index' | 'credits' | 'fos_data'> & {
  credits: string | number;
  fos_data: { field_of_study_id: number; field_of_study: string; subject_short_name: string; credits: string | number }[];
};

/** The person's external CPE transcript entries (spec §3 "ecpe transcripts"), newest completion first. */
export async function loadEcpeTranscripts(tx: Queryable, personId: number): Promise<EcpeTranscriptEntry[]> {
  const { rows } = await tx.query<Row>(
    `SELECT t.request_id, t.title, t.sponsor_name, t.delivery_method, to_char(t.completed_on, 'YYYY-MM-DD') AS completed_on,
            ${isoSql('max(t.approved_at)')} AS approved_at, sum(t.credits) AS credits,
            json_agg(json_build_object('field_of_study_id', f.id, 'field_of_study', f.name, 'subject_short_name', f.subject_short_name,
                                       'credits', t.credits) ORDER BY f.name) AS fos_data
       FROM ecpe_transcripts t JOIN fields_of_study f ON f.id = t.field_of_study_id
      WHERE t.person_id = $1
      GROUP BY t.request_id, t.title, t.sponsor_name, t.delivery_method, t.completed_on
      ORDER BY t.completed_on DESC, t.request_id DESC`,
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
