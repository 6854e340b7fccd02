import type { EcpeTranscriptEntry } from '@cpe/contract';
import { isoSql } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import { recordFosSql } from '../transcripts/index.ts';

/**
 * An approved request becomes the learner's external CPE credit record (ADR 0051): its awards by
 * field of study and their total, with the title, sponsor, completion date and delivery method
 * as approved (kept as they were, whatever is renamed later). Written in the approving
 * transaction. A request approved again with the same awards keeps its record; with other
 * awards it gets the next version, and the earlier one stays in the audit trail.
 */
export async function writeEcpeTranscripts(tx: Queryable, requestId: number, now: Date, by: number | null = null): Promise<void> {
  const { rows } = await tx.query<{
    person_id: number;
    title: string;
    sponsor_name: string | null;
    completed_on: string;
    delivery_method: string | null;
    awards: { f: number; c: string | number }[] | null;
    live: { id: number; key: string } | null;
  }>(
    `SELECT r.request_person_id AS person_id, r.title, r.sponsor_name, to_char(r.completion_date, 'YYYY-MM-DD') AS completed_on, dm.name AS delivery_method,
            (SELECT json_agg(json_build_object('f', a.field_of_study_id, 'c', a.credits) ORDER BY a.field_of_study_id)
               FROM ecpe_awards a WHERE a.request_id = r.id AND a.credits > 0) AS awards,
            (SELECT json_build_object('id', x.id, 'key', x.title || '|' || coalesce(x.sponsor_name, '') || '|' || x.completed_on || '|' || coalesce(x.delivery_method, '') || '|' ||
                    (SELECT string_agg(y.field_of_study_id || ':' || y.credits, ',' ORDER BY y.field_of_study_id) FROM credit_record_fields y
                      WHERE y.tenant_id = x.tenant_id AND y.record_id = x.id))
               FROM credit_records x WHERE x.request_id = r.id AND x.superseded_at IS NULL) AS live
       FROM external_cpe_requests r LEFT JOIN delivery_methods dm ON dm.id = r.delivery_method_id
      WHERE r.id = $1`,
    [requestId],
  );
  const r = rows[0];
  if (!r) return;
  const awards = (r.awards ?? []).map((a) => ({ f: a.f, c: Number(a.c) }));
  // The awards are entered per field of study: the total is their sum, in tenths.
  const totalTenths = awards.reduce((sum, a) => sum + Math.round(a.c * 10), 0);
  const key = `${r.title}|${r.sponsor_name ?? ''}|${r.completed_on}|${r.delivery_method ?? ''}|${awards.map((a) => `${a.f}:${a.c.toFixed(1)}`).join(',')}`;
  if (r.live && r.live.key === key) return;
  if (r.live) await tx.query('UPDATE credit_records SET superseded_at = $2 WHERE id = $1', [r.live.id, now]);
  if (totalTenths === 0) return;
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO credit_records (person_id, request_id, version, credit_rule, delivery_method, total, completed_on, title, sponsor_name,
                                 reason, recorded_at, recorded_by)
     VALUES ($1, $2, coalesce((SELECT max(version) FROM credit_records WHERE request_id = $2), 0) + 1, 'external', $3, $4, $5::date, $6, $7,
             'approved', $8, $9)
     RETURNING id`,
    [r.person_id, requestId, r.delivery_method, totalTenths / 10, r.completed_on, r.title, r.sponsor_name, now, by],
  );
  const id = (inserted.rows[0] as { id: number }).id;
  await tx.query(
    'INSERT INTO credit_record_fields (record_id, field_of_study_id, credits) SELECT $1, f, c FROM unnest($2::int[], $3::numeric[]) AS x(f, c)',
    [id, awards.map((a) => a.f), awards.map((a) => a.c)],
  );
  if (r.live) await tx.query('UPDATE credit_records SET successor_id = $2 WHERE id = $1', [r.live.id, id]);
}

type Row = Omit<EcpeTranscriptEntry, 'index' | 'credits' | 'fos_data'> & {
  credits: string | number;
  fos_data: { field_of_study_id: number; field_of_study: string; subject_short_name: string; credits: string | number }[];
};

/** The person's external CPE transcript entries ("ecpe transcripts"): their live credit records, newest completion first. */
export async function loadEcpeTranscripts(tx: Queryable, personId: number): Promise<EcpeTranscriptEntry[]> {
  const { rows } = await tx.query<Row>(
    `SELECT r.request_id, r.title, r.sponsor_name, r.delivery_method, to_char(r.completed_on, 'YYYY-MM-DD') AS completed_on,
            ${isoSql('r.recorded_at')} AS approved_at, r.total AS credits, coalesce(${recordFosSql('r')}, '[]') AS fos_data
       FROM credit_records r
      WHERE r.person_id = $1 AND r.request_id IS NOT NULL AND r.superseded_at IS NULL
      ORDER BY r.completed_on DESC, r.request_id DESC`,
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
