import type { JurisdictionRequirementBody } from '@cpe/contract';
import type { Tx } from '../db/types.ts';

/**
 * The state boards every firm starts with and a starting requirement for each (ADR 0031):
 * figures in the spirit of each board's rule, for the firm to adjust on the jurisdictions page.
 * Idempotent: an existing board or requirement (which the firm may have changed) is kept.
 */
export const BASELINE_JURISDICTIONS: { code: string; name: string; requirement: JurisdictionRequirementBody }[] = [
  {
    code: 'NY',
    name: 'New York State Board of Public Accountancy',
    requirement: { period_years: 3, total_credits: 120, min_ethics_credits: 4, min_technical_credits: 0, max_non_technical_credits: null },
  },
  {
    code: 'CA',
    name: 'California Board of Accountancy',
    requirement: { period_years: 2, total_credits: 80, min_ethics_credits: 4, min_technical_credits: 40, max_non_technical_credits: null },
  },
  {
    code: 'TX',
    name: 'Texas State Board of Public Accountancy',
    requirement: { period_years: 3, total_credits: 120, min_ethics_credits: 4, min_technical_credits: 0, max_non_technical_credits: null },
  },
  {
    code: 'FL',
    name: 'Florida Board of Accountancy',
    requirement: { period_years: 2, total_credits: 80, min_ethics_credits: 4, min_technical_credits: 20, max_non_technical_credits: 20 },
  },
  {
    code: 'NJ',
    name: 'New Jersey State Board of Accountancy',
    requirement: { period_years: 3, total_credits: 120, min_ethics_credits: 4, min_technical_credits: 60, max_non_technical_credits: 24 },
  },
];

/** The baseline boards with their requirements; `tx` has the tenant's context. */
export async function seedJurisdictions(tx: Tx): Promise<void> {
  for (const j of BASELINE_JURISDICTIONS) {
    await tx.query('INSERT INTO jurisdictions (code, name) VALUES ($1, $2) ON CONFLICT DO NOTHING', [j.code, j.name]);
    const r = j.requirement;
    await tx.query(
      `INSERT INTO jurisdiction_requirements (jurisdiction_id, period_years, total_credits, min_ethics_credits, min_technical_credits, max_non_technical_credits)
       SELECT id, $2, $3, $4, $5, $6 FROM jurisdictions WHERE code = $1
       ON CONFLICT DO NOTHING`,
      [j.code, r.period_years, r.total_credits, r.min_ethics_credits, r.min_technical_credits, r.max_non_technical_credits],
    );
  }
}

/**
 * The demo learner's New York license, over a period that holds the credits the demo seed gives
 * them (an independent study and a vended item in 2026): the jurisdictions page has something to show.
 */
export async function seedDemoLicense(tx: Tx): Promise<void> {
  await tx.query(
    `INSERT INTO person_licenses (person_id, jurisdiction_id, license_number, status, period_start, period_end, created_by)
     SELECT p.id, j.id, 'NY-104233', 'Active', '2024-01-01', '2026-12-31', a.id
       FROM persons p, jurisdictions j, persons a
      WHERE lower(p.username) = 'learner' AND j.code = 'NY' AND lower(a.username) = 'admin'
        AND NOT EXISTS (SELECT 1 FROM person_licenses l WHERE l.person_id = p.id)`,
  );
}
