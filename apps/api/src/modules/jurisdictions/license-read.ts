import { type ClassifiedCredit, creditProgress, inPeriod, type PersonLicense } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { loadPersonTranscript } from '../transcripts/index.ts';

type Row = Omit<PersonLicense, 'progress' | 'earned_credits'>;

/**
 * The person's licenses, each with the credits of their transcript (the very entries of the
 * transcripts page) completed in its reporting period, against the board's requirement.
 */
export async function loadLicenses(tx: Queryable, personId: number): Promise<PersonLicense[]> {
  const { rows } = await tx.query<Row>(
    `SELECT l.id, l.person_id, json_build_object('id', j.id, 'code', j.code, 'name', j.name) AS jurisdiction, l.license_number, l.status,
            to_char(l.period_start, 'YYYY-MM-DD') AS period_start, to_char(l.period_end, 'YYYY-MM-DD') AS period_end,
            CASE WHEN r.jurisdiction_id IS NULL THEN NULL ELSE json_build_object(
              'period_years', r.period_years, 'total_credits', r.total_credits, 'min_ethics_credits', r.min_ethics_credits,
              'min_technical_credits', r.min_technical_credits, 'max_non_technical_credits', r.max_non_technical_credits) END AS requirement
       FROM person_licenses l
       JOIN jurisdictions j ON j.id = l.jurisdiction_id
       LEFT JOIN jurisdiction_requirements r ON r.jurisdiction_id = l.jurisdiction_id
      WHERE l.person_id = $1
      ORDER BY l.period_end DESC, j.code, l.id`,
    [personId],
  );
  if (rows.length === 0) return [];
  const from = rows.map((l) => l.period_start).sort()[0];
  const to = rows
    .map((l) => l.period_end)
    .sort()
    .at(-1);
  const entries = await loadPersonTranscript(tx, personId, { from, to });
  const flags = await tx.query<{ id: number; is_technical: boolean; is_ethics: boolean }>(
    'SELECT id, is_technical, is_ethics FROM fields_of_study',
  );
  const kind = new Map(flags.rows.map((f) => [f.id, f]));
  return rows.map((license) => {
    const credits: ClassifiedCredit[] = entries
      .filter((e) => inPeriod(e.completed_on, license.period_start, license.period_end))
      .flatMap((e) => e.fos_data)
      .map((f) => ({
        credits: f.credits,
        is_technical: kind.get(f.field_of_study_id)?.is_technical ?? true,
        is_ethics: kind.get(f.field_of_study_id)?.is_ethics ?? false,
      }));
    const earned = credits.reduce((sum, c) => sum + Math.round(c.credits * 10), 0) / 10;
    return { ...license, progress: license.requirement ? creditProgress(credits, license.requirement) : null, earned_credits: earned };
  });
}
