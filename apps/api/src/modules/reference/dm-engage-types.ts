import { endpoints } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { defineRoute } from '../../platform/route.ts';

export const dmEngageTypes = defineRoute(endpoints.dmEngageTypes, {
  summary: 'Engagement measures offered for a delivery method',
  tags: ['reference data'],
  auth: allow.signedIn(),
  async handler({ body, tx }) {
    const { rows } = await tx.query<{ id: number; delivery_method_id: number; name: string }>(
      'SELECT id, delivery_method_id, name FROM engagement_measures WHERE delivery_method_id = $1 ORDER BY id',
      [body.in_dm_id],
    );
    return rows;
  },
});
