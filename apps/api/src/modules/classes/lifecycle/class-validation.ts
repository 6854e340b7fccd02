import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess } from '../../../shared/class-access.ts';
import { approvalChecklist } from '../../learning-objects/index.ts';
import { classObjectType } from '../core/class-object-type.ts';

/**
 * The Approval step's checklist: the certification and attestation sections of the
 * contract's classCertification, then 'Passed Approval'. Certify gates on the same
 * result, so the checklist passes exactly when Certify may proceed.
 */
export const getClassValidation = defineRoute(endpoints.getClassValidation, {
  summary: "The class checklist: each section PASS or FAIL with a message, then 'Passed Approval' (PASS exactly when Certify may proceed)",
  tags: ['classes'],
  auth: classAccess(),
  async handler({ params, tx, me }) {
    return approvalChecklist(tx, classObjectType, params.classId, me());
  },
});
