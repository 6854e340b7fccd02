import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { customerAdminPage, TAGS } from './access.ts';
import { loadCustomerSettings, storeCustomerSettings } from './customer-settings.ts';

export const getCustomerSettings = defineRoute(endpoints.getCustomerSettings, {
  summary: "The firm's editable reference settings and help links",
  tags: TAGS,
  auth: customerAdminPage(),
  handler: ({ tx }) => loadCustomerSettings(tx),
});

export const saveCustomerSettings = defineRoute(endpoints.saveCustomerSettings, {
  summary:
    "Save the firm's reference settings; each value is checked (an IANA timezone, a listed date format, time-outs in range, a password pattern that compiles…) and a bad one is a 400 naming it",
  tags: TAGS,
  auth: customerAdminPage(),
  async handler({ body, tx, tenant }) {
    await storeCustomerSettings(tx, tenant.id, body);
    return { message: 'Settings saved' };
  },
});
