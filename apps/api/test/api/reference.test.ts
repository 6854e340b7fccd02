import { REF_MUTATIONS } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type Session, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let admin: Session;
let learner: Session;
let acmeAdmin: Session;

const entry = (entries: { mutation: string; data: unknown }[], mutation: string) => entries.find((e) => e.mutation === mutation)?.data;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  learner = await server.login('learner');
  acmeAdmin = await server.login('admin', 'acme');
});
afterAll(async () => {
  await server?.close();
});

describe('GET /api/sys-config/get-refs-by-user', () => {
  it('gives branding without a session, and nothing private', async () => {
    const res = await server.call('GET', '/api/sys-config/get-refs-by-user?get_branding_only=true', { tenant: 'acme' });
    expect(res.status).toBe(200);
    expect(entry(res.body, REF_MUTATIONS.tenant)).toEqual({ subdomain: 'acme', name: 'Acme Tax Advisors' });
    expect(entry(res.body, REF_MUTATIONS.themeColors)).toMatchObject({ primary: '#5b2c6f' });
    expect(entry(res.body, REF_MUTATIONS.maintenance)).toBe(0);
    expect(entry(res.body, REF_MUTATIONS.defaultLms)).toBeUndefined();
    expect(entry(res.body, REF_MUTATIONS.codeOfConduct)).toBeUndefined();
  });

  it('needs a session for the full settings', async () => {
    expect((await server.call('GET', '/api/sys-config/get-refs-by-user?get_branding_only=false')).status).toBe(401);
    expect((await server.call('GET', '/api/sys-config/get-refs-by-user')).status).toBe(401);
  });

  it('gives every tenant reference setting to a signed-in user, per tenant', async () => {
    const demo = (await as(server, learner)('GET', '/api/sys-config/get-refs-by-user?get_branding_only=false')).body;
    const acme = (await as(server, acmeAdmin)('GET', '/api/sys-config/get-refs-by-user')).body;
    for (const mutation of Object.values(REF_MUTATIONS)) {
      expect(demo.map((e: { mutation: string }) => e.mutation)).toContain(mutation);
    }
    expect(entry(demo, REF_MUTATIONS.defaultTimezone)).toBe('America/New_York');
    expect(entry(acme, REF_MUTATIONS.defaultTimezone)).toBe('America/Chicago');
    expect(entry(demo, REF_MUTATIONS.defaultLms)).toBe('SAP');
    expect(entry(acme, REF_MUTATIONS.defaultLms)).toBe('SABA');
    expect(entry(demo, REF_MUTATIONS.codeOfConduct)).toHaveProperty('Attendance');
    expect(entry(demo, REF_MUTATIONS.sessionTime)).toMatchObject({ time_total_minutes: 480, time_idle_minutes: 30 });
    expect(entry(acme, REF_MUTATIONS.sessionTime)).toMatchObject({ time_total_minutes: 240, time_idle_minutes: 0 });
  });

  it('rejects a get_branding_only that is not true or false', async () => {
    const res = await server.call('GET', '/api/sys-config/get-refs-by-user?get_branding_only=yes');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toContain('get_branding_only');
  });
});

describe('reference calls', () => {
  it('POST /api/ref/tenant-help gives the tenant help page', async () => {
    const res = await as(server, learner)('POST', '/api/ref/tenant-help', { body: { link_type: 'learner' } });
    expect(res.body).toEqual({ url: 'https://help.example.com/demo/learner' });
    const acme = await as(server, acmeAdmin)('POST', '/api/ref/tenant-help', { body: { link_type: 'admin' } });
    expect(acme.body).toEqual({ url: 'https://help.example.com/acme/admin' });
  });

  it('POST /api/ref/dm-engage-types lists the measures of a delivery method', async () => {
    const res = await as(server, learner)('POST', '/api/ref/dm-engage-types', { body: { in_dm_id: 1 } });
    expect(res.status).toBe(200);
    expect(res.body.map((m: { name: string }) => m.name)).toContain('Polling questions');
    expect(res.body.every((m: { delivery_method_id: number }) => m.delivery_method_id === 1)).toBe(true);
    expect((await as(server, learner)('POST', '/api/ref/dm-engage-types', { body: { in_dm_id: 999 } })).body).toEqual([]);
  });

  it('POST /api/sys-config/tenant-object-roles lists class contact roles', async () => {
    const res = await as(server, admin)('POST', '/api/sys-config/tenant-object-roles', { body: { in_learning_object: 3 } });
    const names = res.body.map((r: { role_name: string }) => r.role_name);
    expect(names).toContain('Dedicated Attendance Monitor (100:1)');
    expect(names).toContain('Class Coordinator');
  });

  it('GET /api/ref/lookups has the spec lookups', async () => {
    const res = await as(server, learner)('GET', '/api/ref/lookups');
    expect(res.body.deliveryMethods.map((d: { name: string }) => d.name)).toEqual([
      'Group Internet-Based',
      'Group Live',
      'Group Live & Group Internet',
      'QAS Self Study',
      'Nano Learning',
      'Interactive Self Study',
      'Not Applicable',
    ]);
    expect(res.body.deliveryMethods.find((d: { id: number }) => d.id === 2).name).toBe('Group Live');
    expect(res.body.lmsTypes.map((l: { name: string }) => l.name)).toEqual(['SAP', 'LCVISTA', 'SABA']);
    expect(res.body.agendaTypes.map((a: { name: string }) => a.name)).toEqual(expect.arrayContaining(['US-CPE', 'Training Hours']));
    expect(res.body.fieldsOfStudy.length).toBeGreaterThanOrEqual(20);
    expect(res.body.fieldsOfStudy[0]).toHaveProperty('subject_short_name');
    expect(res.body.countries.length).toBeGreaterThan(200);
    expect(res.body.states.find((s: { code: string }) => s.code === 'NY').name).toBe('New York');
    expect(res.body.timezones.map((t: { timezone: string }) => t.timezone)).toContain('America/New_York');
  });
});

describe('roles and permissions', () => {
  it('lists roles for HPT013 holders, system roles first', async () => {
    const res = await as(server, admin)('GET', '/api/roles');
    expect(res.status).toBe(200);
    const names = res.body.allRoles.map((r: { role_name: string }) => r.role_name);
    expect(names.slice(0, 5)).toEqual(['Educe ACC Administrator', 'Admin', 'On-site Coordinator', 'Instructor', 'Learner']);
    expect(res.body.allRoles.find((r: { id: number }) => r.id === 26)).toMatchObject({ is_system_role: false });
    expect((await as(server, learner)('GET', '/api/roles')).status).toBe(403);
  });

  it('lists every permission code with the roles holding it', async () => {
    const res = await as(server, admin)('GET', '/api/permissions');
    const crs007 = res.body.find((p: { code: string }) => p.code === 'CRS007');
    expect(crs007.meaning).toBe('edit or view a Draft course, and enable Sync with SAP');
    expect(crs007.roles).toEqual(expect.arrayContaining(['Educe ACC Administrator', 'Admin', 'Instructor']));
    expect(crs007.roles).not.toContain('Learner');
  });

  it('gives Admin and Educe ACC Administrator every code, the learner a few', async () => {
    const acc = await server.login('accadmin');
    expect(acc.user.permissions).toHaveLength(40);
    expect(admin.user.permissions).toHaveLength(40);
    // HPT005: the AOA code section (verification by attendance code).
    expect(learner.user.permissions).toEqual(['ECP003', 'ECP004', 'ECP005', 'ECP007', 'HPT005']);
  });
});

describe('alerts', () => {
  async function addAlert(s: Session, message: string): Promise<number> {
    const tenantId = (await server.services.tenants.find(s.tenant))!.id;
    return server.db.withTenant({ tenantId }, async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        "INSERT INTO alerts (tenant_id, person_id, type, message) VALUES ($1, $2, 'info', $3) RETURNING id",
        [tenantId, s.personId, message],
      );
      return rows[0]!.id;
    });
  }

  it('lists, removes one and clears all of the signed-in user’s alerts', async () => {
    const first = await addAlert(learner, 'Class roster updated');
    await addAlert(learner, 'Certificate ready');
    await addAlert(admin, 'Not for the learner');
    const call = as(server, learner);
    const list = await call('GET', '/api/alerts');
    expect(list.body.map((a: { message: string }) => a.message).sort()).toEqual(['Certificate ready', 'Class roster updated']);
    expect(list.body[0]).toHaveProperty('alert_id');

    expect((await call('DELETE', `/api/alerts/${first}`)).status).toBe(200);
    expect((await call('DELETE', `/api/alerts/${first}`)).status).toBe(404);
    expect((await call('GET', '/api/alerts')).body).toHaveLength(1);

    const cleared = await call('DELETE', '/api/alerts');
    expect(cleared.body.removed).toBe(1);
    expect((await call('GET', '/api/alerts')).body).toEqual([]);
    expect((await as(server, admin)('GET', '/api/alerts')).body).toHaveLength(1);
  });

  it('cannot remove another user’s alert', async () => {
    const theirs = await addAlert(admin, 'Admin only');
    expect((await as(server, learner)('DELETE', `/api/alerts/${theirs}`)).status).toBe(404);
  });
});
