import { endpoints } from '@cpe/contract';
import { allow } from '../../platform/authorize.ts';
import { notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';

export const tenantHelp = defineRoute(endpoints.tenantHelp, {
  summary: 'The tenant’s help page for learners or administrators',
  tags: ['reference data'],
  auth: allow.signedIn(),
  async handler({ body, tx }) {
    const { rows } = await tx.query<{ url: string }>('SELECT url FROM tenant_help_links WHERE link_type = $1', [body.link_type]);
    const row = rows[0];
    if (!row) throw notFound('No help page is configured.');
    return { url: row.url };
  },
});
