import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { vendedEditor } from '../vended-access.ts';
import { refuseDuplicateName } from './vendor-names.ts';

export const createVendor = defineRoute(endpoints.createVendor, {
  summary: 'Add a vendor of vended content (VCP001); a name the firm already uses is a 409',
  tags: ['vended content'],
  auth: vendedEditor(),
  async handler({ body, tx, me, now }) {
    await refuseDuplicateName(tx, body.name, null);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO vendors (name, contact_name, email_address, phone, website, created_by, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [body.name, body.contact_name || null, body.email_address || null, body.phone || null, body.website || null, me().personId, now],
    );
    return { id: (rows[0] as { id: number }).id };
  },
});
