import { endpoints } from '@cpe/contract';
import { notFound } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { vendedEditor } from '../vended-access.ts';
import { refuseDuplicateName } from './vendor-names.ts';

const FIELDS = ['name', 'contact_name', 'email_address', 'phone', 'website', 'is_active'] as const;

/** An inactive vendor stays on the items that name it; new items and vendor changes may not pick it. */
export const updateVendor = defineRoute(endpoints.updateVendor, {
  summary: 'Rename a vendor, change its contact, or make it active or inactive (VCP001); only the fields sent change',
  tags: ['vended content'],
  auth: vendedEditor(),
  async handler({ params, body, tx }) {
    const { rows } = await tx.query('SELECT 1 FROM vendors WHERE id = $1 FOR UPDATE', [params.id]);
    if (rows.length === 0) throw notFound('Vendor not found');
    if (body.name !== undefined) await refuseDuplicateName(tx, body.name, params.id);
    const values: unknown[] = [params.id];
    const sets: string[] = [];
    for (const field of FIELDS) {
      const value = body[field];
      if (value === undefined) continue;
      values.push(value === '' ? null : value);
      sets.push(`${field} = $${values.length}`);
    }
    if (sets.length > 0) await tx.query(`UPDATE vendors SET ${sets.join(', ')} WHERE id = $1`, values);
    return { message: 'Vendor saved' };
  },
});
