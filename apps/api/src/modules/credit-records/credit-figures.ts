/**
 * What a completion earned, as computed once (ADR 0051): the figures a credit record keeps and
 * that the LMS is sent. A class's figures come from the contract's credit rules over the
 * learner's attendance (classes/lifecycle/transcripts.ts); external CPE from its awards.
 */
export type RecordedRule = 'group' | 'self-study' | 'word-count' | 'nano' | 'none' | 'external' | 'legacy';
export type RecordReason = 'certified' | 'recertified' | 'affidavit' | 'completion' | 'approved' | 'migrated' | 'recomputed';

export interface FieldFigure {
  field_of_study_id: number;
  credits: number;
  minutes: number | null;
}

export interface CreditFigure {
  person_id: number;
  /** The total, rounded once by the rule of the delivery method; the fields add up to it. */
  total: number;
  /** The minutes the total was rounded from (null: unknown, e.g. external CPE). */
  minutes: number | null;
  rule: RecordedRule;
  fields: FieldFigure[];
}

/** What every record of one class shares. */
export interface ClassScope {
  classId: number;
  courseId: number;
  deliveryMethodId: number | null;
  deliveryMethod: string | null;
  completedOn: string;
}

// numeric arrives as text from pg and as a number from PGlite: compare figures as fixed text.
const fixed = (value: number | string | null | undefined, digits: number) =>
  value === null || value === undefined ? '' : Number(value).toFixed(digits);

/** The figures of a record as one comparable text: same text, same record. */
export function figureKey(f: {
  total: number | string;
  minutes: number | string | null;
  rule: string;
  completed_on: string;
  delivery_method_id: number | null;
  fields: { field_of_study_id: number; credits: number | string; minutes: number | string | null }[];
}): string {
  const fields = [...f.fields]
    .sort((a, b) => a.field_of_study_id - b.field_of_study_id)
    .map((x) => `${x.field_of_study_id}:${fixed(x.credits, 1)}:${fixed(x.minutes, 2)}`)
    .join(',');
  return [fixed(f.total, 1), fixed(f.minutes, 2), f.rule, f.completed_on, f.delivery_method_id ?? '', fields].join('|');
}

/** Tenths as a credit figure (no float tails). */
export const credit = (tenths: number) => Math.round(tenths) / 10;
