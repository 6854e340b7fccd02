import type { PersonTranscriptEntry, TranscriptSource } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { loadTenantSettings } from '../reference/tenant-settings.ts';

export interface Period {
  from?: string | null;
  to?: string | null;
}

type FosRow = { field_of_study_id: number; field_of_study: string; subject_short_name: string; credits: string | number };
type Row = Omit<PersonTranscriptEntry, 'credits' | 'fos_data' | 'source'> & {
  kind: string;
  credits: string | number;
  fos_data: FosRow[];
};

const SOURCE_OF_KIND: Record<string, TranscriptSource> = {
  course: 'class',
  independent_study: 'independent_study',
  local_learning: 'local_learning',
  vended_content: 'vended_content',
};

/**
 * Every credit of a person completed in the period (ADR 0031), newest first: the class
 * transcripts (certified classes, and independent study, local learning and vended items through
 * their delivery class: the offering's kind says which) and approved external CPE. A class row's
 * sponsor is its course's sponsoring organization, else the class's, else the firm when the firm
 * is the sponsor; its delivery method the class's own, else the course's.
 */
export async function loadPersonTranscript(tx: Queryable, personId: number, period: Period): Promise<PersonTranscriptEntry[]> {
  const settings = await loadTenantSettings(tx, ['isSponsor']);
  const { rows } = await tx.query<Row>(
    `WITH credit AS (
       SELECT c.kind, $1::int AS person_id, t.class_id, t.course_id, NULL::int AS request_id,
              CASE WHEN c.kind = 'course' THEN k.class_title ELSE c.title END AS title,
              to_char(max(t.completed_on), 'YYYY-MM-DD') AS completed_on,
              dm.name AS delivery_method,
              coalesce(nullif(c.sponsoring_org, ''), nullif(k.sponsor, ''), CASE WHEN $4::boolean THEN (SELECT name FROM tenants WHERE id = app_tenant_id()) END) AS sponsor,
              CASE WHEN c.kind = 'course' THEN coalesce(nullif(k.location, ''), nullif(k.facility, '')) END AS location,
              sum(t.credits) AS credits,
              json_agg(json_build_object('field_of_study_id', f.id, 'field_of_study', f.name, 'subject_short_name', f.subject_short_name,
                                         'credits', t.credits) ORDER BY f.name) AS fos_data
         FROM transcripts t
         JOIN classes k ON k.id = t.class_id
         JOIN courses c ON c.id = t.course_id
         JOIN fields_of_study f ON f.id = t.field_of_study_id
         LEFT JOIN delivery_methods dm ON dm.id = coalesce(k.delivery_method_id, c.delivery_method_id)
        WHERE t.person_id = $1
        GROUP BY c.kind, t.class_id, t.course_id, k.class_title, c.title, dm.name, c.sponsoring_org, k.sponsor, k.location, k.facility
       HAVING ($2::date IS NULL OR max(t.completed_on) >= $2::date) AND ($3::date IS NULL OR max(t.completed_on) <= $3::date)
       UNION ALL
       SELECT 'external_cpe', $1::int, NULL, NULL, e.request_id, e.title, to_char(e.completed_on, 'YYYY-MM-DD'),
              e.delivery_method, e.sponsor_name, NULL, sum(e.credits),
              json_agg(json_build_object('field_of_study_id', f.id, 'field_of_study', f.name, 'subject_short_name', f.subject_short_name,
                                         'credits', e.credits) ORDER BY f.name)
         FROM ecpe_transcripts e
         JOIN fields_of_study f ON f.id = e.field_of_study_id
        WHERE e.person_id = $1 AND ($2::date IS NULL OR e.completed_on >= $2::date) AND ($3::date IS NULL OR e.completed_on <= $3::date)
        GROUP BY e.request_id, e.title, e.completed_on, e.delivery_method, e.sponsor_name
     )
     SELECT * FROM credit
      ORDER BY completed_on DESC, title, coalesce(class_id, 0) DESC, coalesce(request_id, 0) DESC`,
    [personId, period.from ?? null, period.to ?? null, settings.isSponsor === true],
  );
  // numeric arrives as text from pg and as a number from PGlite.
  return rows.map(({ kind, ...r }) => ({
    ...r,
    source: SOURCE_OF_KIND[kind] ?? 'external_cpe',
    credits: Number(r.credits),
    fos_data: r.fos_data.map((f) => ({ ...f, credits: Number(f.credits) })),
  }));
}
