import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { loadVended, requireLookups, requireVendor, vendedAccess } from './vended-access.ts';
import { loadVendedFacts } from './vended-read.ts';

const FIELDS = ['title', 'vendor_id', 'description', 'objectives', 'agenda_type_id', 'delivery_method_id'] as const;

/** Rule: vended content is editable only in Draft: the edit ability is Draft and VCP001. */
export const updateVendedContent = defineRoute(endpoints.updateVendedContent, {
  summary: 'Edit a Draft vended item (VCP001): title, vendor, description, objectives, agenda type, delivery method',
  tags: ['vended content'],
  auth: vendedAccess(),
  async handler({ params, body, tx, me, now }) {
    const course = await loadVended(tx, params.id, me(), 'edit');
    if (body.vendor_id !== undefined) await requireVendor(tx, body.vendor_id, (await loadVendedFacts(tx, course.id)).vendor_id);
    await requireLookups(tx, body);
    const values: unknown[] = [course.id];
    const sets: string[] = [];
    for (const field of FIELDS) {
      const value = body[field];
      if (value === undefined) continue;
      values.push(value === '' ? null : value);
      sets.push(`${field} = $${values.length}`);
    }
    values.push(now, me().personId);
    sets.push(`updated_at = $${values.length - 1}`, `updated_by = $${values.length}`);
    await tx.query(`UPDATE courses SET ${sets.join(', ')} WHERE id = $1`, values);
    return { message: 'Vended content saved' };
  },
});
