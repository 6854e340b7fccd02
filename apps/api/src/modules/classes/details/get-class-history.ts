import { classIdParams, workflowHistoryResponse } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { listWorkflow } from '../../workflow/history.ts';
import { CLASS_OBJECT_TYPE, classAccess, loadClass } from '../core/class-access.ts';

export const getClassHistory = defineRoute({
  method: 'GET',
  url: '/class/history/:id',
  summary: "The class's workflow log (created, voided, certified…), newest first",
  tags: ['classes'],
  auth: classAccess(),
  schema: { params: classIdParams, response: workflowHistoryResponse },
  async handler({ params, tx, me }) {
    await loadClass(tx, params.id, me());
    return listWorkflow(tx, CLASS_OBJECT_TYPE, params.id);
  },
});
