import { endpoints } from '@cpe/contract';
import { notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { internalUserAdministrator } from './jurisdiction-access.ts';

/** Sets (or first creates) a board's requirement; every license of that board is measured against it from then on. */
export const updateJurisdictionRequirement = defineRoute(endpoints.updateJurisdictionRequirement, {
  summary: "Set a jurisdiction's credit requirement: reporting period, total, minimum ethics and technical, maximum non-technical",
  tags: ['jurisdictions'],
  auth: internalUserAdministrator(),
  async handler({ params, body, tx, me, now }) {
    const { rows } = await tx.query<{ name: string }>('SELECT name FROM jurisdictions WHERE id = $1', [params.id]);
    const jurisdiction = rows[0];
    if (!jurisdiction) throw notFound('Jurisdiction not found');
    await tx.query(
      `INSERT INTO jurisdiction_requirements (jurisdiction_id, period_years, total_credits, min_ethics_credits, min_technical_credits,
                                              max_non_technical_credits, updated_by, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (tenant_id, jurisdiction_id) DO UPDATE SET period_years = EXCLUDED.period_years, total_credits = EXCLUDED.total_credits,
         min_ethics_credits = EXCLUDED.min_ethics_credits, min_technical_credits = EXCLUDED.min_technical_credits,
         max_non_technical_credits = EXCLUDED.max_non_technical_credits, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
      [
        params.id,
        body.period_years,
        body.total_credits,
        body.min_ethics_credits,
        body.min_technical_credits,
        body.max_non_technical_credits,
        me().personId,
        now,
      ],
    );
    return { message: `Requirement of ${jurisdiction.name} saved` };
  },
});
