import type { PersonTranscriptEntry, TranscriptSource } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { loadTenantSettings } from '../../platform/tenant-settings.ts';

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

/** The fields of study of a credit record, as one JSON list in name order. */
export const recordFosSql = (record: string) => `(SELECT json_agg(json_build_object('field_of_study_id', f.id, 'field_of_study', f.name,
         'subject_short_name', f.subject_short_name, 'credits', rf.credits) ORDER BY f.name)
    FROM credit_record_fields rf JOIN fields_of_study f ON f.id = rf.field_of_study_id
   WHERE rf.tenant_id = ${record}.tenant_id AND rf.record_id = ${record}.id)`;

/**
 * Every credit of a person completed in the period (ADR 0031), newest first, read from the live
 * credit records (ADR 0051): the total and the split by field of study each completion
 * recorded, never added up again here. Class records are certified classes, and independent
 * study, local learning and vended items through their delivery class (the offering's kind says
 * which); the others approved external CPE. A class row's sponsor is its course's sponsoring
 * organization, else the class's, else the firm when the firm is the sponsor; its delivery
 * method the one the record was rounded by.
 */
export async function loadPersonTranscript(tx: Queryable, personId: number, period: Period): Promise<PersonTranscriptEntry[]> {
  const settings = await loadTenantSettings(tx, ['isSponsor']);
  const { rows } = await tx.query<Row>(
    `SELECT coalesce(c.kind, 'external_cpe') AS kind, r.person_id, r.class_id, r.course_id, r.request_id,
            CASE WHEN r.request_id IS NOT NULL THEN r.title WHEN c.kind = 'course' THEN k.class_title ELSE c.title END AS title,
            c.title AS course_title, to_char(r.completed_on, 'YYYY-MM-DD') AS completed_on, r.delivery_method,
            CASE WHEN r.request_id IS NOT NULL THEN r.sponsor_name
                 ELSE coalesce(nullif(c.sponsoring_org, ''), nullif(k.sponsor, ''),
                               CASE WHEN $4::boolean THEN (SELECT name FROM tenants WHERE id = app_tenant_id()) END) END AS sponsor,
            CASE WHEN c.kind = 'course' THEN coalesce(nullif(k.location, ''), nullif(k.facility, '')) END AS location,
            r.total AS credits, coalesce(${recordFosSql('r')}, '[]') AS fos_data
       FROM credit_records r
       LEFT JOIN classes k ON k.id = r.class_id
       LEFT JOIN courses c ON c.id = r.course_id
      WHERE r.person_id = $1 AND r.superseded_at IS NULL
        AND ($2::date IS NULL OR r.completed_on >= $2::date) AND ($3::date IS NULL OR r.completed_on <= $3::date)
      ORDER BY r.completed_on DESC, title, coalesce(r.class_id, 0) DESC, coalesce(r.request_id, 0) DESC`,
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
