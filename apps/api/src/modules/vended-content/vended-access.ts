import { CREATE_VENDED_CONTENT_REQUIREMENT, OFFERING_NOUNS, VENDED_CONTENT_ACCESS_CODES } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { allow } from '../../platform/authorize.ts';
import { invalid, notFound } from '../../platform/errors.ts';
import type { Session } from '../../platform/sessions/sessions.ts';
import { type CourseAbility, type CourseRow, loadCourse, requireCourse } from '../../shared/course-access.ts';

/** Anyone who works on vended content (VCP001) or courses; each item is then checked by the vended content policy. */
export const vendedAccess = () => allow.anyOf(...VENDED_CONTENT_ACCESS_CODES);
/** VCP001: add items and vendors, manage vendors. */
export const vendedEditor = () => allow.permissions(...CREATE_VENDED_CONTENT_REQUIREMENT);

const NOT_FOUND = `${OFFERING_NOUNS.vended_content} not found`;

/**
 * The vended item the caller may see (another tenant's is invisible: 404), or 404 when the id
 * names an agenda of another kind, so the vended routes never act on a course or a local learning.
 */
export async function loadVended(tx: Queryable, id: number, session: Session, ability?: CourseAbility): Promise<CourseRow> {
  const { rows } = await tx.query<{ kind: string }>('SELECT kind FROM courses WHERE id = $1', [id]);
  if (rows[0]?.kind !== 'vended_content') throw notFound(NOT_FOUND);
  return ability ? requireCourse(tx, id, session, ability) : loadCourse(tx, id, session);
}

/**
 * A vendor id from a request body: a vendor of the caller's firm (row-level security hides
 * the others), active unless it is the one the item already names. Else a 400 naming the field.
 */
export async function requireVendor(tx: Queryable, vendorId: number, current: number | null = null): Promise<void> {
  const { rows } = await tx.query<{ is_active: boolean }>('SELECT is_active FROM vendors WHERE id = $1', [vendorId]);
  const vendor = rows[0];
  if (!vendor) throw invalid('body.vendor_id', 'No vendor of this firm has this id.');
  if (!vendor.is_active && vendorId !== current) throw invalid('body.vendor_id', 'The vendor is inactive: choose an active vendor.');
}

/** Agenda type and delivery method ids from a body must name the firm's lookups: a 400 naming the field, not a foreign-key error. */
export async function requireLookups(
  tx: Queryable,
  body: { agenda_type_id?: number | null | undefined; delivery_method_id?: number | null | undefined },
): Promise<void> {
  const lookups = [
    ['agenda_type_id', 'agenda_types', body.agenda_type_id],
    ['delivery_method_id', 'delivery_methods', body.delivery_method_id],
  ] as const;
  for (const [field, table, value] of lookups) {
    if (value === undefined || value === null) continue;
    const { rows } = await tx.query(`SELECT 1 FROM ${table} WHERE id = $1`, [value]);
    if (rows.length === 0) throw invalid(`body.${field}`, `No ${field.replace(/_id$/, '').replace('_', ' ')} has this id.`);
  }
}
