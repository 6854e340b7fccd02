import { BRANDING_SETTING_KEYS, endpoints, REF_MUTATIONS, type RefMutation, type TenantSettingKey } from '@cpe/contract';
import type { Queryable } from '../../db/types.ts';
import { allow } from '../../platform/authorize.ts';
import { type TenantKept, tenantKept } from '../../platform/caches.ts';
import { defineRoute } from '../../platform/route.ts';
import { sessionTimeBody } from '../../platform/sessions/sessions.ts';
import { parseTenantSettings } from '../../platform/tenant-settings.ts';

/** Each stored setting and the browser mutation it feeds (the tenant reference settings). */
const SETTING_MUTATIONS: [TenantSettingKey, RefMutation][] = [
  ['dateFormat', REF_MUTATIONS.dateFormat],
  ['defaultTimezone', REF_MUTATIONS.defaultTimezone],
  ['irsCeWorkflowEnabled', REF_MUTATIONS.irsCeWorkflowEnabled],
  ['pendingDeliveryWorkflow', REF_MUTATIONS.pendingDeliveryWorkflow],
  ['privacyPolicy', REF_MUTATIONS.privacyPolicy],
  ['passwordPattern', REF_MUTATIONS.passwordPattern],
  ['passwordComplexityMessage', REF_MUTATIONS.passwordComplexityMessage],
  ['personLookupEndpoint', REF_MUTATIONS.personLookupEndpoint],
  ['personLookupHttpAction', REF_MUTATIONS.personLookupHttpAction],
  ['maintenance', REF_MUTATIONS.maintenance],
  ['contentExpiryYears', REF_MUTATIONS.contentExpiryYears],
  ['biographyExpiryMonths', REF_MUTATIONS.biographyExpiryMonths],
  ['externalLogoutLocation', REF_MUTATIONS.externalLogoutLocation],
  ['restrictedRoleAccess', REF_MUTATIONS.restrictedRoleAccess],
  ['defaultLms', REF_MUTATIONS.defaultLms],
  ['helpTexts', REF_MUTATIONS.helpTexts],
  ['codeOfConduct', REF_MUTATIONS.codeOfConduct],
  ['externalCourseTypes', REF_MUTATIONS.externalCourseTypes],
  ['functionTypes', REF_MUTATIONS.functionTypes],
  ['contentAreaTypes', REF_MUTATIONS.contentAreaTypes],
];

interface TenantReferences {
  theme: unknown;
  assets: Record<string, string>;
  settings: ReturnType<typeof parseTenantSettings>;
}

/** Theme, assets and settings in one round trip: this call runs at every page load, so the answer is kept (ADR 0045). */
async function tenantReferences(
  kept: TenantKept,
  tx: Queryable,
  tenantId: number,
  brandingOnly: boolean,
): Promise<TenantReferences | undefined> {
  return kept(`refs:${brandingOnly}`, async () => {
    const { rows } = await tx.query<{ theme: unknown; assets: Record<string, string>; settings: Record<string, unknown> }>(
      `SELECT (SELECT theme FROM tenants WHERE id = $1) AS theme,
              coalesce((SELECT json_object_agg(asset_name, url) FROM tenant_assets), '{}') AS assets,
              coalesce((SELECT json_object_agg(key, value) FROM tenant_settings WHERE $2::text[] IS NULL OR key = ANY($2)), '{}') AS settings`,
      [tenantId, brandingOnly ? BRANDING_SETTING_KEYS : null],
    );
    const row = rows[0];
    return row && { theme: row.theme, assets: row.assets, settings: parseTenantSettings(row.settings ?? {}) };
  });
}

export const getRefsByUser = defineRoute(endpoints.getRefsByUser, {
  summary: 'Tenant reference settings, theme colours and assets as { mutation, data } entries',
  tags: ['reference data'],
  auth: allow.anyoneWhen('get_branding_only=true', (s) => (s.query as { get_branding_only?: boolean })?.get_branding_only === true),
  async handler({ query, tx, tenant, session, services, now }) {
    const brandingOnly = query.get_branding_only === true;
    const row = await tenantReferences(tenantKept(services.caches.settings, tenant.id, now), tx, tenant.id, brandingOnly);
    const settings = row?.settings ?? {};
    const entries: { mutation: string; data: unknown }[] = [
      { mutation: REF_MUTATIONS.tenant, data: { subdomain: tenant.subdomain, name: tenant.name } },
      { mutation: REF_MUTATIONS.themeColors, data: row?.theme ?? null },
      { mutation: REF_MUTATIONS.assets, data: row?.assets ?? {} },
    ];
    for (const [key, mutation] of SETTING_MUTATIONS) {
      if (key in settings) entries.push({ mutation, data: settings[key] });
    }
    if (session) {
      entries.push({
        mutation: REF_MUTATIONS.sessionTime,
        data: sessionTimeBody(session.loginTime, session),
      });
    }
    return entries;
  },
});
