import { CLASS_MESSAGES, codeEditingDisabled, elementFieldProblem, endpoints, parseClassLocal } from '@cpe/contract';
import { conflict, invalid, notFound } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { classAccess, requireClass, touchClass } from '../../../shared/class-access.ts';
import { classElementsFor } from '../core/class-elements.ts';
import { ruleError } from '../roster/roster-access.ts';
import { classCodes, PRODUCT_CODE_SOURCE } from './codes-source.ts';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * An expiration as the dialog sends it: 'YYYY-MM-DD HH:mm' in the class timezone,
 * or an ISO instant with its zone. Empty or null clears it; anything else is undefined (invalid).
 */
function parseExpiry(value: string | null, timeZone: string): Date | null | undefined {
  if (value === null || value.trim() === '') return null;
  const text = value.trim();
  if (ISO.test(text)) {
    const time = Date.parse(text);
    return Number.isFinite(time) ? new Date(time) : undefined;
  }
  return parseClassLocal(text, timeZone) ?? undefined;
}

export const updateCodeExpiry = defineRoute(endpoints.updateCodeExpiry, {
  summary: "Change an attendance code's expiration and AOA expiration (CLS055)",
  tags: ['classes'],
  auth: classAccess(),
  async handler({ params, body, tx, me, now }) {
    if (body.attendance_code_id !== params.id) throw invalid('body.attendance_code_id', 'Must be the attendance code of the path.');
    const { rows } = await tx.query<{ class_id: number; aoa_expiration_date: Date | null }>(
      'SELECT class_id, aoa_expiration_date FROM attendance_codes WHERE id = $1',
      [params.id],
    );
    const found = rows[0];
    if (!found) throw notFound('Attendance code not found');
    const cls = await requireClass(tx, found.class_id, me(), 'editCodeExpiry');
    if (codeEditingDisabled(await classCodes(tx, cls.id), PRODUCT_CODE_SOURCE))
      throw conflict('The attendance codes of this class come from another system and cannot be changed here.');
    const expiration = parseExpiry(body.expiration_date, cls.timezone);
    if (expiration === undefined) throw ruleError('body.expiration_date', CLASS_MESSAGES.codeExpirationInvalid);
    const aoaExpiration = parseExpiry(body.aoa_expiration_date, cls.timezone);
    if (aoaExpiration === undefined) throw ruleError('body.aoa_expiration_date', CLASS_MESSAGES.codeExpirationInvalid);
    // The AOA expiration is required unless the class configuration says otherwise.
    const problem = elementFieldProblem(await classElementsFor(tx, cls, cls.abilities), [
      {
        field: 'aoa_expiration_date',
        element: 'aoa_expiration_date',
        sent: aoaExpiration?.getTime() ?? null,
        current: found.aoa_expiration_date?.getTime() ?? null,
      },
    ]);
    if (problem) throw invalid(`body.${problem.field}`, problem.message);
    await tx.query('UPDATE attendance_codes SET expiration_date = $2, aoa_expiration_date = $3, updated_by = $4 WHERE id = $1', [
      params.id,
      expiration,
      aoaExpiration,
      me().personId,
    ]);
    await touchClass(tx, cls.id, me().personId, now);
    // The response reads error; none when the change was made.
    return { message: CLASS_MESSAGES.codeExpirationUpdated, error: null };
  },
});
