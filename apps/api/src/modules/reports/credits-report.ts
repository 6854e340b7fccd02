import { type CreditLine, type CreditSum, sumCredits, totalsBy } from '@cpe/contract';
import { personNameSql } from '../../db/sql.ts';
import { loadPersonTranscript } from '../transcripts/index.ts';
import { barChart, type ReportDefinition } from './report-definition.ts';

/** The fields of study with the most credits the chart shows; the table has them all. */
const CHART_BARS = 15;

/**
 * CPE credits by person, office, field of study and period. The credits are the transcripts
 * page's own (loadPersonTranscript: certified classes, so approved AOAs too, independent study,
 * local learning, vended content and approved external CPE), read person by person in pages.
 */
export const creditsReport: ReportDefinition<number, CreditLine> = {
  columns: [
    { key: 'person', label: 'Person', type: 'text' },
    { key: 'office', label: 'Office', type: 'text' },
    { key: 'field_of_study', label: 'Field of study', type: 'text' },
    { key: 'period', label: 'Period', type: 'text' },
    { key: 'credits', label: 'Credits', type: 'number' },
  ],
  pageSize: 25,
  async units(tx, { filters }) {
    const { rows } = await tx.query<{ id: number }>(
      `SELECT p.id FROM persons p
        WHERE p.merged_into_id IS NULL AND ($1::text IS NULL OR lower(p.office) = lower($1))
          AND (EXISTS (SELECT 1 FROM transcripts t WHERE t.person_id = p.id
                          AND ($2::date IS NULL OR t.completed_on >= $2) AND ($3::date IS NULL OR t.completed_on <= $3))
               OR EXISTS (SELECT 1 FROM ecpe_transcripts e WHERE e.person_id = p.id
                          AND ($2::date IS NULL OR e.completed_on >= $2) AND ($3::date IS NULL OR e.completed_on <= $3)))
        ORDER BY p.id`,
      [filters.office ?? null, filters.from ?? null, filters.to ?? null],
    );
    return rows.map((r) => r.id);
  },
  async page(tx, { filters }, personIds) {
    const people = await tx.query<{ id: number; name: string; office: string | null }>(
      `SELECT p.id, ${personNameSql('p')} AS name, p.office FROM persons p WHERE p.id = ANY($1::int[])`,
      [personIds],
    );
    const lines: CreditLine[] = [];
    for (const person of people.rows) {
      const entries = await loadPersonTranscript(tx, person.id, { from: filters.from, to: filters.to });
      for (const entry of entries) {
        for (const fos of entry.fos_data) {
          if (filters.field_of_study_id !== undefined && fos.field_of_study_id !== filters.field_of_study_id) continue;
          lines.push({
            person_id: person.id,
            person: person.name,
            office: person.office,
            completed_on: entry.completed_on,
            field_of_study: fos.field_of_study,
            credits: fos.credits,
          });
        }
      }
    }
    return lines;
  },
  finish(lines, { filters }) {
    const sums: CreditSum[] = sumCredits(lines, filters.interval ?? 'year');
    const byField = totalsBy(
      sums,
      (s) => s.field_of_study,
      (s) => s.credits,
    );
    const labels = [...byField.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, CHART_BARS)
      .map(([label]) => label);
    return {
      rows: sums.map((s) => [s.person, s.office, s.field_of_study, s.period, s.credits]),
      chart: sums.length ? barChart('Credits by field of study', [{ name: 'Credits', values: byField }], labels) : null,
    };
  },
};
