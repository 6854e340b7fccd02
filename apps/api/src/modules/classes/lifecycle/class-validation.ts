import { classIdParamsAlt, validationResponse } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess, loadClass } from '../core/class-access.ts';
import { validateClassCertification } from './certification-validation.ts';

/**
 * The Approval step's checklist: the certification and attestation sections of the
 * contract's classCertification, then 'Passed Approval'. Certify gates on the same
 * result, so the checklist passes exactly when Certify may proceed.
 */
export const getClassValidation = defineRoute({
  method: 'GET',
  url: '/class/validation/:classId',
  summary: "The class checklist: each section PASS or FAIL with a message, then 'Passed Approval' (PASS exactly when Certify may proceed)",
  tags: ['classes'],
  auth: classAccess(),
  schema: { params: classIdParamsAlt, response: validationResponse },
  async handler({ params, tx, me }) {
    const cls = await loadClass(tx, params.classId, me());
    const { checklist } = await validateClassCertification(tx, cls);
    return checklist.map((row) => ({ ...row, message: row.message ?? '' }));
  },
});
