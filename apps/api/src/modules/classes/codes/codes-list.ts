import { endpoints, isCodeExpired } from '@cpe/contract';
import { forbidden } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { classAbilitiesFor, classAccess, loadClass } from '../../../shared/class-access.ts';
import { classCodes } from './codes-source.ts';

export const listAttendanceCodes = defineRoute(endpoints.listAttendanceCodes, {
  summary: 'The attendance codes of a class with their expiration dates (HPT005)',
  tags: ['classes'],
  auth: classAccess(),
  async handler({ params, tx, me, now }) {
    // loadClass, not requireClass: a GET runs read-only, and requireClass locks the row.
    const cls = await loadClass(tx, params.id, me());
    if (!(await classAbilitiesFor(tx, cls, me())).seeCodes) throw forbidden('You may not see the attendance codes of this class.');
    const codes = await classCodes(tx, cls.id);
    return codes.map(({ class_id: _class, ...code }) => ({
      ...code,
      is_expired: isCodeExpired(code.expiration_date, now) ? 1 : 0,
      // The spec's store field: where the code is kept; ours are all in the product.
      store: code.source_name,
    }));
  },
});
