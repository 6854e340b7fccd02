import { allPass, endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { approvalChecklist, objectHistory } from '../learning-objects/index.ts';
import { aoaAccess } from './aoa-access.ts';
import { aoaObjectType } from './aoa-object-type.ts';

/** GET /aoa/validation/{id}: the approval checklist (sections PASS or FAIL); any FAIL rejects it. */
export const getAoaValidation = defineRoute(endpoints.getAoaValidation, {
  summary: 'The approval checklist of an affidavit, ending with Passed Approval; rejected when any row fails',
  tags: ['aoa'],
  auth: aoaAccess(),
  async handler({ params, tx, me }) {
    const checks = await approvalChecklist(tx, aoaObjectType, params.id, me());
    const passes = allPass(checks);
    return { checks, rejected: !passes, validation: passes };
  },
});

/** GET /aoa/history/{id}: the affidavit's workflow history, newest first (the layer's). */
export const getAoaHistory = defineRoute(endpoints.getAoaHistory, {
  summary: 'The workflow history of an affidavit',
  tags: ['aoa'],
  auth: aoaAccess(),
  async handler({ params, tx, me }) {
    return objectHistory(tx, aoaObjectType, params.id, me());
  },
});
