import { behindRequirement } from '@cpe/contract';
import { personNameSql } from '../../db/sql.ts';
import { loadLicenses } from '../jurisdictions/index.ts';
import { barChart, type ReportDefinition } from './report-definition.ts';

interface BehindLine {
  person: string;
  office: string | null;
  jurisdiction: string;
  license_number: string;
  period_start: string;
  period_end: string;
  required: number;
  counted: number;
  expected: number;
  short_by: number;
}

/**
 * Learners behind on their jurisdiction's requirement: each active license whose board has a
 * requirement, its credits in the reporting period as the jurisdictions page counts them
 * (loadLicenses), judged by behindRequirement at the as-of day (today when not given).
 */
export const behindReport: ReportDefinition<number, BehindLine> = {
  columns: [
    { key: 'person', label: 'Person', type: 'text' },
    { key: 'office', label: 'Office', type: 'text' },
    { key: 'jurisdiction', label: 'Jurisdiction', type: 'text' },
    { key: 'license_number', label: 'License number', type: 'text' },
    { key: 'period_start', label: 'Period start', type: 'date' },
    { key: 'period_end', label: 'Period end', type: 'date' },
    { key: 'required', label: 'Required', type: 'number' },
    { key: 'counted', label: 'Credits counted', type: 'number' },
    { key: 'expected', label: 'Expected by now', type: 'number' },
    { key: 'short_by', label: 'Short by', type: 'number' },
  ],
  pageSize: 25,
  async units(tx, { filters }) {
    const { rows } = await tx.query<{ id: number }>(
      `SELECT DISTINCT p.id FROM persons p
         JOIN person_licenses l ON l.person_id = p.id AND l.status = 'Active'
         JOIN jurisdiction_requirements r ON r.jurisdiction_id = l.jurisdiction_id
        WHERE p.merged_into_id IS NULL AND ($1::text IS NULL OR lower(p.office) = lower($1))
        ORDER BY p.id`,
      [filters.office ?? null],
    );
    return rows.map((r) => r.id);
  },
  async page(tx, { filters, now }, personIds) {
    const asOf = filters.as_of ?? now.toISOString().slice(0, 10);
    const people = await tx.query<{ id: number; name: string; office: string | null }>(
      `SELECT p.id, ${personNameSql('p')} AS name, p.office FROM persons p WHERE p.id = ANY($1::int[]) ORDER BY p.id`,
      [personIds],
    );
    const lines: BehindLine[] = [];
    for (const person of people.rows) {
      for (const license of await loadLicenses(tx, person.id)) {
        if (license.status !== 'Active' || !license.requirement || !license.progress) continue;
        const standing = behindRequirement(
          {
            period_start: license.period_start,
            period_end: license.period_end,
            counted_total: license.progress.counted_total,
            total_required: license.requirement.total_credits,
            met: license.progress.met,
          },
          asOf,
        );
        if (!standing.behind) continue;
        lines.push({
          person: person.name,
          office: person.office,
          jurisdiction: license.jurisdiction.code,
          license_number: license.license_number,
          period_start: license.period_start,
          period_end: license.period_end,
          required: license.requirement.total_credits,
          counted: license.progress.counted_total,
          expected: standing.expected,
          short_by: standing.short_by,
        });
      }
    }
    return lines;
  },
  finish(lines) {
    const byJurisdiction = new Map<string, number>();
    for (const l of lines) byJurisdiction.set(l.jurisdiction, (byJurisdiction.get(l.jurisdiction) ?? 0) + 1);
    const labels = [...byJurisdiction.keys()].sort();
    return {
      rows: lines.map((l) => [
        l.person,
        l.office,
        l.jurisdiction,
        l.license_number,
        l.period_start,
        l.period_end,
        l.required,
        l.counted,
        l.expected,
        l.short_by,
      ]),
      chart: lines.length
        ? barChart('Licenses behind by jurisdiction', [{ name: 'Licenses behind', values: byJurisdiction }], labels)
        : null,
    };
  },
};
