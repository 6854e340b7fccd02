import { type CertificateFacts, certificateLocation } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { loadTenantSettings } from '../../platform/tenant-settings.ts';
import type { Tenant } from '../../platform/tenants.ts';

/** One completion of a class: a person with transcript rows, and what their certificate states. */
export interface Completion {
  personId: number;
  first: string;
  last: string;
  facts: CertificateFacts;
}

interface CompletionRow {
  person_id: number;
  first: string;
  last: string;
  course_title: string;
  completed_on: string;
  location: string | null;
  facility: string | null;
  delivered_virtually: boolean;
  is_online: boolean;
  delivery_method: string | null;
  total: number | string;
  credits_by_field: { field_of_study: string; credits: number | string }[] | null;
}

/** The sponsor part of every certificate of the firm: its settings, the firm's name when it has set none. */
export async function sponsorFacts(tx: Queryable, tenant: Tenant) {
  const s = await loadTenantSettings(tx, [
    'certificateSponsorName',
    'certificateSponsorContact',
    'nasbaSponsorId',
    'certificateSignerName',
    'certificateSignerTitle',
  ]);
  return {
    sponsor_name: s.certificateSponsorName?.trim() || tenant.name,
    sponsor_contact: s.certificateSponsorContact?.trim() ?? '',
    nasba_sponsor_id: s.nasbaSponsorId?.trim() ?? '',
    signer_name: s.certificateSignerName?.trim() ?? '',
    signer_title: s.certificateSignerTitle?.trim() ?? '',
  };
}

/**
 * Every completion of a class (or one person's): the people with a live credit record of it
 * (ADR 0051), with the certificate's facts as they stand now: the record's total, split by
 * field of study, completion date and delivery method. The participant's legal name is printed when the
 * profile has one (licensing boards match on it), else the primary name.
 */
export async function loadCompletions(tx: Queryable, tenant: Tenant, classId: number, personId?: number): Promise<Completion[]> {
  const { rows } = await tx.query<CompletionRow>(
    `SELECT p.id AS person_id,
            coalesce(nullif(trim(p.name_legal_first), ''), p.name_primary_first) AS first,
            coalesce(nullif(trim(p.name_legal_last), ''), p.name_primary_last) AS last,
            c.title AS course_title, to_char(r.completed_on, 'YYYY-MM-DD') AS completed_on,
            k.location, k.facility, k.delivered_virtually, k.is_online, r.delivery_method, r.total,
            (SELECT json_agg(json_build_object('field_of_study', f.name, 'credits', rf.credits) ORDER BY f.name)
               FROM credit_record_fields rf JOIN fields_of_study f ON f.id = rf.field_of_study_id
              WHERE rf.tenant_id = r.tenant_id AND rf.record_id = r.id) AS credits_by_field
       FROM credit_records r
       JOIN persons p ON p.id = r.person_id
       JOIN classes k ON k.id = r.class_id
       JOIN courses c ON c.id = k.course_id
      WHERE r.class_id = $1 AND r.superseded_at IS NULL AND ($2::int IS NULL OR r.person_id = $2::int)
      ORDER BY p.id`,
    [classId, personId ?? null],
  );
  if (rows.length === 0) return [];
  const sponsor = await sponsorFacts(tx, tenant);
  // By name, as a roster reads (and the zip lists its files).
  const byName = (r: CompletionRow) => `${r.last}\u0000${r.first}`.toLowerCase();
  rows.sort((a, b) => byName(a).localeCompare(byName(b)) || a.person_id - b.person_id);
  return rows.map((r) => {
    const credits = (r.credits_by_field ?? []).map((f) => ({ field_of_study: f.field_of_study, credits: Number(f.credits) }));
    return {
      personId: r.person_id,
      first: r.first,
      last: r.last,
      facts: {
        participant: `${r.first} ${r.last}`,
        course_title: r.course_title,
        completed_on: r.completed_on,
        location: certificateLocation(r),
        delivery_method: r.delivery_method ?? 'Not Applicable',
        credits_by_field: credits,
        // The credit record's total (ADR 0051): its fields add up to it.
        total_credits: Number(r.total),
        ...sponsor,
      },
    };
  });
}
