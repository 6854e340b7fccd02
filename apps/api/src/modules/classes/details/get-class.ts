import { classIdParams, classResponse, workflowHistoryResponse } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { listWorkflow } from '../../workflow/history.ts';
import { CLASS_OBJECT_TYPE, classAccess, loadClass } from '../core/class-access.ts';
import { loadClassResponse } from '../core/class-read.ts';

export const getClass = defineRoute({
  method: 'GET',
  url: '/class/:id',
  summary: 'A class: its header (spec §3), what the caller may do, its steps and warnings',
  tags: ['classes'],
  auth: classAccess(),
  schema: { params: classIdParams, response: classResponse },
  async handler({ params, tx, me }) {
    const cls = await loadClass(tx, params.id, me());
    return loadClassResponse(tx, cls, me());
  },
});

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
