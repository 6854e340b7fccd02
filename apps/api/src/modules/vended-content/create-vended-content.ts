import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { insertOffering } from '../courses/index.ts';
import { requireLookups, requireVendor, vendedEditor } from './vended-access.ts';

export const createVendedContent = defineRoute(endpoints.createVendedContent, {
  summary: 'Add a Draft vended item from an active vendor of the firm (VCP001), with its delivery class',
  tags: ['vended content'],
  auth: vendedEditor(),
  async handler({ body, tx, me, now }) {
    await requireVendor(tx, body.vendor_id);
    await requireLookups(tx, body);
    const { id } = await insertOffering(tx, {
      kind: 'vended_content',
      title: body.title,
      agendaTypeId: body.agenda_type_id ?? null,
      deliveryMethodId: body.delivery_method_id ?? null,
      personId: me().personId,
      now,
      columns: { vendor_id: body.vendor_id },
    });
    return { id };
  },
});
