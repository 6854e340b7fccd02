import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { reportsPage } from './report-access.ts';

/** What the report filters offer: the offices people have, the fields of study, the delivery methods. */
export const getReportFilterOptions = defineRoute(endpoints.getReportFilterOptions, {
  summary: 'The choices of the report filters: offices, fields of study and delivery methods of the tenant',
  tags: ['reports'],
  auth: reportsPage(),
  async handler({ tx }) {
    const offices = await tx.query<{ office: string }>(
      'SELECT DISTINCT ON (lower(office)) office FROM persons WHERE office IS NOT NULL ORDER BY lower(office), office',
    );
    const fields = await tx.query<{ id: number; name: string }>('SELECT id, name FROM fields_of_study ORDER BY name');
    const methods = await tx.query<{ id: number; name: string }>('SELECT id, name FROM delivery_methods ORDER BY sort_order, name');
    return { offices: offices.rows.map((r) => r.office), fields_of_study: fields.rows, delivery_methods: methods.rows };
  },
});
