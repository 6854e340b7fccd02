/** The totals of a transcript, whatever earned each credit: by field of study and overall (ADR 0031). */

export interface TranscriptFieldCredits {
  field_of_study_id: number;
  field_of_study: string;
  subject_short_name: string;
  credits: number;
}

export interface TranscriptTotals {
  credits: number;
  by_field: TranscriptFieldCredits[];
}

/** Sums in tenths (credits hold one decimal), so the total is exactly the sum of its fields. */
export function transcriptTotals(entries: readonly { fos_data: readonly TranscriptFieldCredits[] }[]): TranscriptTotals {
  const byField = new Map<number, TranscriptFieldCredits & { tenths: number }>();
  for (const f of entries.flatMap((e) => e.fos_data)) {
    const held = byField.get(f.field_of_study_id) ?? { ...f, tenths: 0 };
    held.tenths += Math.round(f.credits * 10);
    byField.set(f.field_of_study_id, held);
  }
  const fields = [...byField.values()].sort((a, b) => a.field_of_study.localeCompare(b.field_of_study));
  return {
    credits: fields.reduce((sum, f) => sum + f.tenths, 0) / 10,
    by_field: fields.map(({ tenths, ...f }) => ({ ...f, credits: tenths / 10 })),
  };
}

/** Whether a completion date (YYYY-MM-DD) lies in the period; an open end is no bound. */
export const inPeriod = (date: string, from?: string | null, to?: string | null) => (!from || date >= from) && (!to || date <= to);
