import { AOA_MESSAGES, AOA_OBJECT_TYPE, endpoints, VERIFY_TYPE, verifyAttendanceCode } from '@cpe/contract';
import { invalid } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { classCodes, ROSTER_ADD_METHOD } from '../classes/index.ts';
import { recordWorkflow } from '../learning-objects/index.ts';
import { aoaAccess, requireAoa, touchAoa } from './aoa-access.ts';
import { requestorRosterRow } from './aoa-roster.ts';

/**
 * PUT /aoa/validate-attend-code: the class's one code check (the contract's
 * verifyAttendanceCode, purpose 'affidavit': the code's AOA expiry governs). A code of
 * another class and one that exists nowhere get the same 'does not match the selected class' answer, as in the room, so the
 * check reveals nothing about other classes. On success, in this transaction: verify type 1,
 * the code kept, the requestor on the roster (method 4) and the row linked. No attendance
 * is marked: that comes from the affidavit on approval.
 */
export const validateAoaAttendCode = defineRoute(endpoints.validateAoaAttendCode, {
  summary: 'Verify an affidavit by the class attendance code (its AOA expiry governs); puts the requestor on the roster',
  tags: ['aoa'],
  auth: aoaAccess(),
  // The class's code entry's bucket: guessing codes through either route counts against one limit.
  rateLimit: { bucket: 'attend-code', max: 120, windowSeconds: 60 },
  async handler({ body, tx, me, now }) {
    const aoa = await requireAoa(tx, body.requestId, me(), 'canEdit');
    if (body.classId !== aoa.class_id) throw invalid('body.classId', 'This affidavit is for another class.');
    const verification = verifyAttendanceCode(body.attendCode, await classCodes(tx, aoa.class_id), now, 'affidavit');
    if (verification.outcome === 'expired')
      return { is_valid_attend_code: 0 as const, is_expired: 1 as const, error: verification.message, message: null, rosterId: null };
    if (verification.outcome !== 'valid')
      return {
        is_valid_attend_code: 0 as const,
        is_expired: 0 as const,
        error: AOA_MESSAGES.codeWrongClass,
        message: null,
        rosterId: null,
      };
    const rosterId = await requestorRosterRow(tx, {
      classId: aoa.class_id,
      personId: aoa.requestor_id,
      addMethodId: ROSTER_ADD_METHOD.attendanceCode,
      by: me().personId,
      now,
    });
    await tx.query('UPDATE affidavits SET verify_type_id = $2, attend_code = $3, roster_id = $4 WHERE id = $1', [
      aoa.id,
      VERIFY_TYPE.code,
      verification.code.attendance_code,
      rosterId,
    ]);
    await touchAoa(tx, aoa.id, me().personId, now);
    await recordWorkflow(tx, {
      objectType: AOA_OBJECT_TYPE,
      objectId: aoa.id,
      action: 'Verified by attendance code',
      from: aoa.status,
      to: aoa.status,
      personId: me().personId,
      now,
    });
    return { is_valid_attend_code: 1 as const, is_expired: 0 as const, error: null, message: verification.message, rosterId };
  },
});
