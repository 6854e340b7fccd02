import { DEMO_TENANTS } from '../../src/seed/demo-tenants.ts';
import { as, type TestServer } from '../support/test-server.ts';
import { answering, type Req, type RouteSamples, type Sample } from './route-sample-kit.ts';

/**
 * Samples of the tenant administration routes (/customer-admin, /system; ADR 0036) for
 * route-contract.test.ts. Each writes back what the demo tenant already has, so the samples
 * that run later see the same firm: its own settings and theme, maintenance off, its default LMS.
 */
const demo = DEMO_TENANTS.find((t) => t.subdomain === 'demo') as (typeof DEMO_TENANTS)[number];
const s = demo.settings;
const DEMO_SETTINGS = {
  dateFormat: s.dateFormat,
  defaultTimezone: s.defaultTimezone,
  sessionTotalMinutes: s.sessionTotalMinutes,
  sessionIdleMinutes: s.sessionIdleMinutes,
  passwordPattern: s.passwordPattern,
  passwordComplexityMessage: s.passwordComplexityMessage,
  privacyPolicy: s.privacyPolicy,
  helpLinks: { learner: demo.helpLinks.learner ?? '', admin: demo.helpLinks.admin ?? '' },
  codeOfConduct: s.codeOfConduct,
  contentExpiryYears: s.contentExpiryYears,
  biographyExpiryMonths: s.biographyExpiryMonths,
  // The demo tenant keeps the default largest document, 2 GiB.
  maxDocumentMegabytes: 2048,
  externalLogoutLocation: s.externalLogoutLocation,
  restrictedRoleAccess: s.restrictedRoleAccess,
};
/** Nothing listens on the discard port: a sync or a check addressed there fails at once. */
const SAMPLE_LMS_URL = 'http://127.0.0.1:9/lms-sample';

const firmAdmin = (req: () => Req): Sample => ({ rule: 'permission', allowed: { as: 'admin', req }, denied: { as: 'learner', req } });
const accountAdmin = (req: () => Req): Sample => ({ rule: 'permission', allowed: { as: 'accadmin', req }, denied: { as: 'admin', req } });

export const TENANT_ADMIN_SAMPLES: RouteSamples = {
  getCustomerSettings: firmAdmin(() => ({ path: '/api/customer-admin/settings' })),
  saveCustomerSettings: firmAdmin(() => ({ path: '/api/customer-admin/settings', body: DEMO_SETTINGS })),
  saveTheme: firmAdmin(() => ({ path: '/api/customer-admin/theme', body: demo.theme })),
  // A JSON body carries no file: admitted, then refused naming body.file.
  uploadLogo: answering(
    400,
    firmAdmin(() => ({ path: '/api/customer-admin/logo', body: {} })),
  ),
  tenantLogo: { rule: 'public', allowed: { as: 'anonymous', req: () => ({ path: '/api/tenant-assets/logo' }) } },
  getSystemSettings: accountAdmin(() => ({ path: '/api/system/settings' })),
  setMaintenance: accountAdmin(() => ({ path: '/api/system/maintenance', body: { on: false } })),
  saveLmsSettings: accountAdmin(() => ({ path: '/api/system/lms', body: { defaultLms: s.defaultLms, url: SAMPLE_LMS_URL } })),
  checkLmsConnection: accountAdmin(() => ({ path: '/api/system/lms/check', body: { lmsType: s.defaultLms } })),
};

/** A logo for the public logo route, and a saved LMS connection to check (route-contract.test.ts's beforeAll). */
export async function prepareTenantAdminIds(server: TestServer): Promise<void> {
  const accadmin = await server.login('accadmin');
  const saved = await as(server, accadmin)('PUT', '/api/system/lms', { body: { defaultLms: s.defaultLms, url: SAMPLE_LMS_URL } });
  if (saved.status !== 200) throw new Error(`LMS connection not saved: ${JSON.stringify(saved.body)}`);
  const admin = await server.login('admin');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0])], { type: 'image/gif' }), 'logo.gif');
  const res = await fetch(`${server.url}/api/customer-admin/logo`, {
    method: 'POST',
    headers: { subdomain_name: 'demo', authorization: `Bearer ${admin.token}`, user_id: String(admin.personId) },
    body: form,
  });
  if (res.status !== 201) throw new Error(`logo not uploaded: ${await res.text()}`);
}
