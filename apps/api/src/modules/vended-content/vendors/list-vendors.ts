import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../../platform/route.ts';
import { vendedAccess } from '../vended-access.ts';

export const listVendors = defineRoute(endpoints.listVendors, {
  summary: "The firm's vendors, active or not, with how many vended items name each",
  tags: ['vended content'],
  auth: vendedAccess(),
  async handler({ tx }) {
    const { rows } = await tx.query<{
      id: number;
      name: string;
      contact_name: string | null;
      email_address: string | null;
      phone: string | null;
      website: string | null;
      is_active: boolean;
      item_count: number;
    }>(
      `SELECT v.id, v.name, v.contact_name, v.email_address, v.phone, v.website, v.is_active,
              (SELECT count(*)::int FROM courses c WHERE c.tenant_id = v.tenant_id AND c.vendor_id = v.id) AS item_count
         FROM vendors v ORDER BY lower(v.name), v.id`,
    );
    return rows;
  },
});
