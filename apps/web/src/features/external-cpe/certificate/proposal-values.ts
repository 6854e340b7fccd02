import type { CertificateProposals, ExternalCpeResponse } from '@cpe/contract';

/** The values a certificate can give, as the confirmation form holds them (strings as typed). */
export interface ProposalValues {
  title: string;
  completion_date: string;
  delivery_method_id: string;
  sponsor_name: string;
  nasba_sponsor_id: string;
  credits: { field_of_study_id: string; credits: string }[];
}

export type ProposalKey = Exclude<keyof ProposalValues, 'credits'>;

/** What was read for a field: the value as the form shows it and the certificate text it came from. */
export interface ReadValue {
  value: string;
  excerpt: string;
}

export interface Proposed {
  values: ProposalValues;
  /** The fields read from the certificate; the credit rows by field of study id. */
  read: Partial<Record<ProposalKey, ReadValue>>;
  readCredits: Record<string, ReadValue>;
}

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/**
 * The form's starting values: what the certificate proposes, else what the request already
 * holds. Credit rows are only those read (or added here): saving them replaces the awards.
 */
export function proposedValues(request: ExternalCpeResponse | null, p: CertificateProposals): Proposed {
  const read: Proposed['read'] = {};
  const take = (key: ProposalKey, proposal: { value: string; excerpt: string } | null, current: string) => {
    if (!proposal) return current;
    read[key] = proposal;
    return proposal.value;
  };
  const method = p.delivery_method && { value: String(p.delivery_method.value.id), excerpt: p.delivery_method.excerpt };
  const readCredits: Record<string, ReadValue> = {};
  for (const c of p.credits) readCredits[String(c.value.field_of_study_id)] = { value: String(c.value.credits), excerpt: c.excerpt };
  return {
    values: {
      title: take('title', p.program_title, request?.details.title ?? ''),
      completion_date: take('completion_date', p.completion_date, text(request?.details.completion_date)),
      delivery_method_id: take('delivery_method_id', method || null, text(request?.details.delivery_method_id)),
      sponsor_name: take('sponsor_name', p.sponsor_name, text(request?.sponsor.sponsor_name)),
      nasba_sponsor_id: take('nasba_sponsor_id', p.nasba_sponsor_id, text(request?.sponsor.nasba_sponsor_id)),
      // Credits read replace the request's awards; none read leaves them as they are (the Awards step).
      credits: p.credits.map((c) => ({ field_of_study_id: String(c.value.field_of_study_id), credits: String(c.value.credits) })),
    },
    read,
    readCredits,
  };
}

/** Whether nothing at all could be read. */
export const nothingRead = (p: CertificateProposals) =>
  !p.program_title && !p.completion_date && !p.delivery_method && !p.sponsor_name && !p.nasba_sponsor_id && p.credits.length === 0;

/** The three writes that save confirmed values: details, sponsor, and (when there are rows) awards. */
export function proposalBodies(v: ProposalValues) {
  const orNull = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    details: {
      title: v.title.trim(),
      completion_date: orNull(v.completion_date),
      delivery_method_id: v.delivery_method_id ? Number(v.delivery_method_id) : null,
    },
    sponsor: { sponsor_name: orNull(v.sponsor_name), nasba_sponsor_id: orNull(v.nasba_sponsor_id) },
    awards: v.credits
      .filter((c) => c.field_of_study_id && c.credits.trim() !== '')
      .map((c) => ({ field_of_study_id: Number(c.field_of_study_id), is_college_type: 0 as const, credits: Number(c.credits) })),
  };
}
