import { endpoints, type Jurisdiction } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { internalUserAdministrator } from './jurisdiction-access.ts';

type Row = Omit<Jurisdiction, 'requirement'> & { requirement: Jurisdiction['requirement'] };

export const listJurisdictions = defineRoute(endpoints.listJurisdictions, {
  summary: "The firm's jurisdictions (state boards) with the credit requirement it set for each",
  tags: ['jurisdictions'],
  auth: internalUserAdministrator(),
  async handler({ tx }) {
    const { rows } = await tx.query<Row>(
      `SELECT j.id, j.code, j.name,
              CASE WHEN r.jurisdiction_id IS NULL THEN NULL ELSE json_build_object(
                'period_years', r.period_years, 'total_credits', r.total_credits, 'min_ethics_credits', r.min_ethics_credits,
                'min_technical_credits', r.min_technical_credits, 'max_non_technical_credits', r.max_non_technical_credits) END AS requirement
         FROM jurisdictions j LEFT JOIN jurisdiction_requirements r ON r.jurisdiction_id = j.id
        ORDER BY j.code`,
    );
    return rows;
  },
});
