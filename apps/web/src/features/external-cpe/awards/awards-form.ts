import { type AwardInput, awardCredits, type ExternalCpeResponse, MESSAGES, totalAwardCredits } from '@cpe/contract';

/** How a row's credit is entered: CPE credits, or college semester or quarter hours (is_college_type). */
export type AwardKind = 'cpe' | 'semester' | 'quarter';

/** One row as the form holds it (strings as typed). */
export interface AwardDraft {
  key: number;
  field_of_study_id: string;
  kind: AwardKind;
  /** CPE credits, or college hours. */
  amount: string;
}

export const AWARD_KINDS: readonly { value: AwardKind; label: string }[] = [
  { value: 'cpe', label: 'CPE credits' },
  { value: 'semester', label: 'College semester hours' },
  { value: 'quarter', label: 'College quarter hours' },
];

let nextKey = 1;
export const newAwardDraft = (): AwardDraft => ({ key: nextKey++, field_of_study_id: '', kind: 'cpe', amount: '' });

/** The request's rows as drafts. */
export function awardDrafts(awards: ExternalCpeResponse['awards']): AwardDraft[] {
  return awards.rows.map((r) => ({
    key: nextKey++,
    field_of_study_id: String(r.field_of_study_id),
    kind: r.is_college_type ? (r.college_unit ?? 'semester') : 'cpe',
    amount: String(r.is_college_type ? (r.college_hours ?? '') : r.credits),
  }));
}

/** A draft as the contract's credit rule reads it (amount empty or not a number: missing). */
export function awardInput(d: AwardDraft): AwardInput {
  const amount = d.amount.trim() === '' ? null : Number(d.amount);
  const value = amount === null || Number.isNaN(amount) ? null : amount;
  return d.kind === 'cpe' ? { is_college_type: 0, credits: value } : { is_college_type: 1, college_unit: d.kind, college_hours: value };
}

/** The CPE credits of a row, converted live by NASBA's rule (15 per semester hour, 10 per quarter hour). */
export const draftCredits = (d: AwardDraft) => awardCredits(awardInput(d));
export const draftTotal = (drafts: readonly AwardDraft[]) => totalAwardCredits(drafts.map(awardInput));

/** Each row's problem ('Required.', a bad amount, a field of study twice), by key; empty when all is well. */
export function awardProblems(drafts: readonly AwardDraft[]): Map<number, string> {
  const problems = new Map<number, string>();
  const seen = new Set<string>();
  for (const d of drafts) {
    const amount = Number(d.amount);
    if (!d.field_of_study_id || d.amount.trim() === '') problems.set(d.key, MESSAGES.required);
    else if (Number.isNaN(amount) || amount < 0) problems.set(d.key, 'Enter a number of 0 or more.');
    else if (d.kind !== 'cpe' && amount > 99) problems.set(d.key, 'At most 99 college hours.');
    else if (seen.has(d.field_of_study_id)) problems.set(d.key, 'Each field of study may appear once.');
    seen.add(d.field_of_study_id);
  }
  return problems;
}

/** The PUT /requests/ext-cpe/awards/{id} body. */
export const awardsBody = (drafts: readonly AwardDraft[]) => ({
  rows: drafts.map((d) => ({ field_of_study_id: Number(d.field_of_study_id), ...awardInput(d) })) as {
    field_of_study_id: number;
    is_college_type: 0 | 1;
    college_unit?: 'semester' | 'quarter' | null;
    college_hours?: number | null;
    credits?: number | null;
  }[],
});
