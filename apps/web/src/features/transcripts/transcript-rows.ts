import type { EcpeTranscriptEntry, TranscriptEntry } from '@cpe/contract';

/** One line of the learner's transcript, whatever earned it: a certified class or an approved external CPE request. */
export interface TranscriptLine {
  key: string;
  kind: 'Class' | 'External CPE';
  /** The class of a class line (its certificate of completion); null for external CPE. */
  classId: number | null;
  title: string;
  /** The course of a class; the sponsor of external CPE. */
  source: string | null;
  deliveryMethod: string | null;
  /** YYYY-MM-DD */
  completedOn: string;
  credits: number;
  /** 'Taxes 8.0, Accounting 2.0' */
  byField: string;
}

const byField = (fos: readonly { field_of_study: string; credits: number }[]) =>
  fos.map((f) => `${f.field_of_study} ${f.credits.toFixed(1)}`).join(', ');

/** Class transcripts and external CPE transcripts of the profile as one list, newest completion first. */
export function transcriptLines(classes: readonly TranscriptEntry[], external: readonly EcpeTranscriptEntry[]): TranscriptLine[] {
  const lines: TranscriptLine[] = [
    ...classes.map((t) => ({
      key: `class-${t.class_id}`,
      kind: 'Class' as const,
      classId: t.class_id,
      title: t.class_title,
      source: t.course_title,
      deliveryMethod: null,
      completedOn: t.completed_on,
      credits: t.credits,
      byField: byField(t.fos_data),
    })),
    ...external.map((t) => ({
      key: `ecpe-${t.request_id}`,
      kind: 'External CPE' as const,
      classId: null,
      title: t.title,
      source: t.sponsor_name,
      deliveryMethod: t.delivery_method,
      completedOn: t.completed_on,
      credits: t.credits,
      byField: byField(t.fos_data),
    })),
  ];
  return lines.sort((a, b) => b.completedOn.localeCompare(a.completedOn) || a.title.localeCompare(b.title));
}

/** Credits by field of study over every line, for the totals line. */
export function creditTotals(
  classes: readonly TranscriptEntry[],
  external: readonly EcpeTranscriptEntry[],
): { field: string; credits: number }[] {
  const totals = new Map<string, number>();
  for (const f of [...classes, ...external].flatMap((t) => t.fos_data))
    totals.set(f.field_of_study, (totals.get(f.field_of_study) ?? 0) + f.credits);
  return [...totals]
    .map(([field, credits]) => ({ field, credits: Math.round(credits * 10) / 10 }))
    .sort((a, b) => a.field.localeCompare(b.field));
}
