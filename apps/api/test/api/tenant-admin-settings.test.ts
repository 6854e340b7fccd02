import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../support/factories/courses.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/** /customer-admin: the firm's reference settings, theme and logo (issue 16; ADR 0036). */
let server: TestServer;
let admin: Session;
let learner: Session;
let acmeAdmin: Session;

beforeAll(async () => {
  ({ server, admin, learner, acmeAdmin } = await startSignedIn());
  // A loaded machine (several suites at once) can take over a minute to start the server.
}, 300_000);
afterAll(() => server?.close());

const refs = async (s: Session) => {
  const res = await as(server, s)('GET', '/api/sys-config/get-refs-by-user?get_branding_only=false');
  return Object.fromEntries((res.body as { mutation: string; data: unknown }[]).map((e) => [e.mutation, e.data]));
};

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

async function uploadLogo(s: Session, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  const res = await fetch(`${server.url}/api/customer-admin/logo`, {
    method: 'POST',
    headers: { subdomain_name: s.tenant, authorization: `Bearer ${s.token}`, user_id: String(s.personId) },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { url?: string; message?: string; errors: { field: string }[] } };
}

describe('reference settings', () => {
  it('saves valid settings, which reach every user through get-refs-by-user; the other tenant keeps its own', async () => {
    const current = (await as(server, admin)('GET', '/api/customer-admin/settings')).body;
    const acmeBefore = (await as(server, acmeAdmin)('GET', '/api/customer-admin/settings')).body;
    const next = {
      ...current,
      dateFormat: 'YYYY-MM-DD HH:mm',
      defaultTimezone: 'Europe/Berlin',
      sessionIdleMinutes: 0,
      privacyPolicy: 'We keep your CPE records for seven years.',
      helpLinks: { learner: 'https://help.example.com/new/learner', admin: '' },
      codeOfConduct: { Attendance: 'I was there.', Attestation: 'It is true.' },
      contentExpiryYears: 4,
      biographyExpiryMonths: 18,
      maxDocumentMegabytes: 4096,
      externalLogoutLocation: 'https://sso.example.com/logout',
      restrictedRoleAccess: true,
    };
    const saved = await as(server, admin)('PUT', '/api/customer-admin/settings', { body: next });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await as(server, admin)('GET', '/api/customer-admin/settings')).body).toEqual(next);
    const seen = await refs(learner);
    expect(seen.setDateFormat).toBe('YYYY-MM-DD HH:mm');
    expect(seen.setDefaultTimezone).toBe('Europe/Berlin');
    expect(seen.setPrivacyPolicy).toBe(next.privacyPolicy);
    expect(seen.setCodeOfConduct).toEqual(next.codeOfConduct);
    expect(seen.setBiographyExpiryMonths).toBe(18);
    const help = (link_type: string) => as(server, learner)('POST', '/api/ref/tenant-help', { body: { link_type } });
    expect((await help('learner')).body).toEqual({ url: 'https://help.example.com/new/learner' });
    expect((await help('admin')).status).toBe(404);
    expect((await as(server, acmeAdmin)('GET', '/api/customer-admin/settings')).body).toEqual(acmeBefore);
  });

  it.each([
    ['dateFormat', 'DD/MM/YY'],
    ['defaultTimezone', 'Mars/Olympus_Mons'],
    ['sessionTotalMinutes', 2],
    ['sessionTotalMinutes', 1441],
    ['sessionIdleMinutes', -1],
    ['sessionIdleMinutes', 400.5],
    ['passwordPattern', '^(?=.*[A-Z'],
    ['passwordComplexityMessage', ' '],
    ['contentExpiryYears', 0],
    ['biographyExpiryMonths', 241],
    ['maxDocumentMegabytes', 0],
    ['maxDocumentMegabytes', 50_001],
    ['maxDocumentMegabytes', 1.5],
    ['externalLogoutLocation', 'javascript:alert(1)'],
    ['restrictedRoleAccess', 'yes'],
  ])('refuses %s = %j with a 400 naming it', async (field, value) => {
    const current = (await as(server, admin)('GET', '/api/customer-admin/settings')).body;
    const res = await as(server, admin)('PUT', '/api/customer-admin/settings', { body: { ...current, [field]: value } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe(`body.${field}`);
  });

  it('sets the largest document in megabytes: uploads over it are refused, and the default is 2 GiB', async () => {
    const put = (body: unknown) => as(server, admin)('PUT', '/api/customer-admin/settings', { body });
    const current = (await as(server, admin)('GET', '/api/customer-admin/settings')).body;
    const courseId = await createCourse(as(server, admin));
    const link = (numOfParts: number) =>
      as(server, admin)('POST', '/api/docs/upload-link', {
        body: {
          attachment_type_id: 2,
          learning_object_type_id: 1,
          learning_object_id: courseId,
          filename: 'talk.mp4',
          in_created_by: admin.personId,
          numOfParts,
        },
      });
    try {
      expect((await put({ ...current, maxDocumentMegabytes: 10 })).status).toBe(200);
      const stored = await server.db.asOwner((tx) =>
        tx.query(
          "SELECT s.value FROM tenant_settings s JOIN tenants t ON t.id = s.tenant_id WHERE t.subdomain = 'demo' AND s.key = 'maxDocumentBytes'",
        ),
      );
      expect(stored.rows).toEqual([{ value: 10_485_760 }]);
      const over = await link(3);
      expect(over.status).toBe(400);
      expect(over.body.errors[0].field).toBe('body.numOfParts');
      expect((await link(2)).status).toBe(200);
    } finally {
      await put({ ...current, maxDocumentMegabytes: 2048 });
    }
    await server.db.asOwner((tx) => tx.query("DELETE FROM tenant_settings WHERE key = 'maxDocumentBytes'"));
    expect((await as(server, admin)('GET', '/api/customer-admin/settings')).body.maxDocumentMegabytes).toBe(2048);
  });

  it('refuses an idle time-out longer than the total, a bad help link, and an empty code of conduct, naming each', async () => {
    const current = (await as(server, admin)('GET', '/api/customer-admin/settings')).body;
    const put = (body: unknown) => as(server, admin)('PUT', '/api/customer-admin/settings', { body });
    const idle = await put({ ...current, sessionTotalMinutes: 30, sessionIdleMinutes: 60 });
    expect(idle.body.errors[0].field).toBe('body.sessionIdleMinutes');
    const link = await put({ ...current, helpLinks: { learner: 'ftp://x', admin: '' } });
    expect(link.body.errors[0].field).toBe('body.helpLinks.learner');
    const coc = await put({ ...current, codeOfConduct: { Attendance: '', Attestation: 'x' } });
    expect(coc.body.errors[0].field).toBe('body.codeOfConduct.Attendance');
  });

  it('is for the firm administrators: a learner is refused (403), nobody signed in gets 401', async () => {
    expect((await as(server, learner)('GET', '/api/customer-admin/settings')).status).toBe(403);
    expect((await server.call('GET', '/api/customer-admin/settings')).status).toBe(401);
    const theme = {
      primary: '#000000',
      secondary: '#000000',
      accent: '#000000',
      error: '#000000',
      warn: '#000000',
      success: '#000000',
      action: '#000000',
    };
    const res = await as(server, learner)('PUT', '/api/customer-admin/theme', { body: theme });
    expect(res.status).toBe(403);
  });
});

describe('theme and logo', () => {
  const theme = {
    primary: '#1f4e79',
    secondary: '#2e75b6',
    accent: '#f2a900',
    error: '#c62828',
    warn: '#ef6c00',
    success: '#2e7d32',
    action: '#00838f',
  };

  it('refuses a primary that fails WCAG AA with white text, naming primary and giving the ratio', async () => {
    const res = await as(server, admin)('PUT', '/api/customer-admin/theme', { body: { ...theme, primary: '#ffeb3b' } });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('body.primary');
    expect(res.body.errors[0].message).toMatch(/Contrast 1\.\d\d:1 with white text: fails WCAG AA \(4\.5:1\)/);
  });

  it('saves a readable theme, which the login page of that tenant only then shows', async () => {
    const acmeTheme = (await refs(acmeAdmin)).setThemeColors;
    const res = await as(server, admin)('PUT', '/api/customer-admin/theme', { body: { ...theme, primary: '#004d40' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const branding = await server.call('GET', '/api/sys-config/get-refs-by-user?get_branding_only=true', { tenant: 'demo' });
    const colors = (branding.body as { mutation: string; data: any }[]).find((e) => e.mutation === 'setThemeColors')?.data;
    expect(colors.primary).toBe('#004d40');
    expect((await refs(acmeAdmin)).setThemeColors).toEqual(acmeTheme);
    const audit = await server.db.asOwner((tx) =>
      tx.query<{ after: any }>("SELECT after FROM audit_log WHERE entity = 'tenants' ORDER BY id DESC LIMIT 1"),
    );
    expect(audit.rows[0]?.after.theme.primary).toBe('#004d40');
  });

  it('stores an uploaded image as the logo, served to anyone from the tenant, and refuses SVG and oversized files', async () => {
    const up = await uploadLogo(admin, PNG, 'logo.png', 'image/png');
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect((await refs(learner)).setAssets).toMatchObject({ logo: up.body.url });
    const served = await fetch(`${server.url}${up.body.url}`, { headers: { subdomain_name: 'demo' } });
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect((await fetch(`${server.url}/api/tenant-assets/logo`, { headers: { subdomain_name: 'acme' } })).status).toBe(404);
    const svg = await uploadLogo(admin, new TextEncoder().encode('<svg onload="alert(1)"/>'), 'x.svg', 'image/svg+xml');
    expect(svg.status).toBe(400);
    expect(svg.body.errors[0]?.field).toBe('body.file');
    const big = new Uint8Array(262_145);
    big.set(PNG);
    expect((await uploadLogo(admin, big, 'big.png', 'image/png')).status).toBe(413);
    expect((await uploadLogo(learner, PNG, 'logo.png', 'image/png')).status).toBe(403);
  });
});
