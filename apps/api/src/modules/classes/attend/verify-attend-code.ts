import { endpoints } from '@cpe/contract';
import { allow } from '../../../platform/authorize.ts';
import { defineRoute } from '../../../platform/route.ts';
import { touchClass } from '../../../shared/class-access.ts';
import { verifyAndAttend } from './attend-code.ts';

/** A learner's own code entry: any signed-in person of the firm, for themselves only. */

export const verifyAttendCode = defineRoute(endpoints.verifyAttendCode, {
  summary: 'A learner enters the attendance code of a class: added to its roster and marked attended for the day',
  tags: ['classes'],
  auth: allow.signedIn(),
  // Codes are 31^8; a per-IP ceiling keeps guessing slow while a room behind one address can still check in.
  rateLimit: { bucket: 'attend-code', max: 120, windowSeconds: 60 },
  async handler({ body, tx, me, now }) {
    const result = await verifyAndAttend(tx, {
      classId: body.classId,
      attendCode: body.attendCode,
      personId: me().personId,
      isExternal: me().personType === 'external',
      now,
      purpose: 'attendance',
    });
    if (result.outcome === 'valid') await touchClass(tx, body.classId, me().personId, now);
    return { is_valid_attend_code: result.outcome === 'valid', is_expired: result.outcome === 'expired', message: result.message };
  },
});
