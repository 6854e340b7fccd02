import { EXTERNAL_CPE_OBJECT_TYPE, endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { recordWorkflow } from '../learning-objects/index.ts';
import { ecpAccess } from './ecp-access.ts';

export const createExternalCpe = defineRoute(endpoints.createExternalCpe, {
  summary: 'Start a Draft external CPE request for the caller (the learner who took the CPE)',
  tags: ['external cpe'],
  auth: ecpAccess(),
  async handler({ body, tx, me, now }) {
    const { personId } = me();
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO external_cpe_requests (title, created_by, request_person_id, created_at, updated_at, updated_by)
       VALUES ($1, $2, $2, $3, $3, $2) RETURNING id`,
      [body.title, personId, now],
    );
    const requestId = (rows[0] as { id: number }).id;
    await recordWorkflow(tx, {
      objectType: EXTERNAL_CPE_OBJECT_TYPE,
      objectId: requestId,
      action: 'create',
      from: null,
      to: 'Draft',
      personId,
      now,
    });
    return { requestId };
  },
});
