import { endpoints } from '@cpe/contract';
import { defineRoute } from '../../platform/route.ts';
import { customerAdminPage, TAGS } from './access.ts';

/**
 * The seven theme colours, in tenants.theme. The body's schema already refused a
 * primary that fails WCAG AA with white text (400 naming body.primary, with the ratio).
 * tenants is global and read-only to the application role, so the change goes through
 * set_tenant_theme (migration 0029), which only ever touches the current tenant's row.
 */
export const saveTheme = defineRoute(endpoints.saveTheme, {
  summary: 'Save the theme colours; a primary whose contrast with white text is under 4.5:1 is refused naming primary',
  tags: TAGS,
  auth: customerAdminPage(),
  async handler({ body, tx }) {
    await tx.query('SELECT set_tenant_theme($1::jsonb)', [JSON.stringify(body)]);
    const { rows } = await tx.query<{ url: string }>("SELECT url FROM tenant_assets WHERE asset_name = 'logo'");
    return { theme: body, logoUrl: rows[0]?.url ?? null, message: 'Theme saved' };
  },
});
