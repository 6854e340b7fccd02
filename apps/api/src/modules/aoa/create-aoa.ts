import { AOA_MESSAGES, AOA_OBJECT_TYPE, endpoints } from '@cpe/contract';
import { conflict, invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { recordWorkflow } from '../learning-objects/index.ts';
import { aoaAccess } from './aoa-access.ts';

/** POST /aoa (ours): the caller opens a Draft affidavit for a class of the firm that is not Voided. */
export const createAoa = defineRoute(endpoints.createAoa, {
  summary: 'Open a Draft affidavit of attendance of the caller for a class',
  tags: ['aoa'],
  auth: aoaAccess(),
  async handler({ body, tx, me, now }) {
    const { rows: classes } = await tx.query<{ status: string }>('SELECT status FROM classes WHERE id = $1', [body.classId]);
    const cls = classes[0];
    if (!cls) throw invalid('body.classId', 'No such class.');
    if (cls.status === 'Voided') throw invalid('body.classId', AOA_MESSAGES.classVoided);
    const personId = me().personId;
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO affidavits (requestor_id, class_id, created_by, created_at, updated_by, updated_at)
       VALUES ($1, $2, $1, $3, $1, $3)
       ON CONFLICT (tenant_id, requestor_id, class_id) WHERE status IN ('Draft', 'Submitted') DO NOTHING RETURNING id`,
      [personId, body.classId, now],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw conflict(AOA_MESSAGES.alreadyOpen);
    await recordWorkflow(tx, { objectType: AOA_OBJECT_TYPE, objectId: id, action: 'Created', from: null, to: 'Draft', personId, now });
    return { requestId: id, message: AOA_MESSAGES.created };
  },
});
