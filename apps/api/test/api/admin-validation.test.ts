import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/** Checklist validation settings (/admin/validation; ADR 0038): a section turned off is left out. */
let server: TestServer;
let admin: Session;
let learner: Session;
let acmeAdmin: Session;

beforeAll(async () => {
  ({ server, admin, learner, acmeAdmin } = await startSignedIn());
});
afterAll(() => server?.close());

const owner = <T>(sql: string, values: unknown[] = []) => server.db.asOwner(async (tx) => (await tx.query<T>(sql, values)).rows);
type Check = { section: string; validation_status: string };
const set = (who: Session, offering_type: string, section: string, applies: boolean) =>
  as(server, who)('PUT', '/api/admin/validation', { body: { offering_type, section, applies } });

describe('/api/admin/validation', () => {
  it('lists every section of every offering type, all applying by default', async () => {
    const res = await as(server, admin)('GET', '/api/admin/validation');
    expect(res.status).toBe(200);
    const rows = res.body as { offering_type: string; section: string; applies: boolean; may_turn_off: boolean }[];
    expect(new Set(rows.map((r) => r.offering_type))).toEqual(
      new Set(['course', 'class', 'external_cpe', 'local_learning', 'independent_study', 'vended_content', 'aoa']),
    );
    expect(rows.every((r) => r.applies)).toBe(true);
    expect(rows.find((r) => r.offering_type === 'class' && r.section === 'Agenda')?.may_turn_off).toBe(false);
  });

  it("a course's checklist leaves out a section turned off, and Passed Approval follows", async () => {
    const [course] = await owner<{ id: number }>(
      "SELECT c.id FROM courses c JOIN tenants t ON t.id = c.tenant_id AND t.subdomain = 'demo' WHERE c.kind = 'course' ORDER BY c.id LIMIT 1",
    );
    const checklist = async () => (await as(server, admin)('GET', `/api/agendas/validation/${course?.id}`)).body as Check[];
    const before = await checklist();
    expect(before.map((c) => c.section)).toContain('Program Qualification');
    expect((await set(admin, 'course', 'Program Qualification', false)).status).toBe(200);
    const after = await checklist();
    expect(after.map((c) => c.section)).toEqual(before.map((c) => c.section).filter((s) => s !== 'Program Qualification'));
    // Another tenant's courses keep their checklist: settings are the firm's own.
    const [acmeCourse] = await owner<{ id: number }>(
      "SELECT c.id FROM courses c JOIN tenants t ON t.id = c.tenant_id AND t.subdomain = 'acme' WHERE c.kind = 'course' ORDER BY c.id LIMIT 1",
    );
    if (acmeCourse) {
      const acme = (await as(server, acmeAdmin)('GET', `/api/agendas/validation/${acmeCourse.id}`)).body as Check[];
      expect(acme.map((c) => c.section)).toContain('Program Qualification');
    }
    expect((await set(admin, 'course', 'Program Qualification', true)).status).toBe(200);
    expect((await checklist()).map((c) => c.section)).toEqual(before.map((c) => c.section));
  });

  it("a class's certification leaves out a section turned off and passes when only it failed", async () => {
    // An uncertified class of the demo tenant whose only failing certification sections we switch off.
    const [cls] = await owner<{ id: number }>(
      `SELECT k.id FROM classes k JOIN tenants t ON t.id = k.tenant_id AND t.subdomain = 'demo'
        WHERE k.status = 'Uncertified' ORDER BY k.id LIMIT 1`,
    );
    const validate = async () => (await as(server, admin)('GET', `/api/class/validate/certification/${cls?.id}`)).body;
    const before = await validate();
    expect((before.certification as Check[]).map((c) => c.section)).toContain('Monitors');
    await set(admin, 'class', 'Monitors', false);
    const failing = [...before.certification, ...before.attestation].filter((c: Check) => c.validation_status === 'FAIL');
    for (const f of failing) if (!['Class Status', 'Agenda'].includes(f.section)) await set(admin, 'class', f.section, false);
    const after = await validate();
    expect((after.certification as Check[]).map((c) => c.section)).not.toContain('Monitors');
    const blockingLeft = failing.some((f: Check) => ['Class Status', 'Agenda'].includes(f.section));
    expect(after.passes_validation).toBe(blockingLeft ? 0 : 1);
    for (const f of [...failing, { section: 'Monitors' }]) await set(admin, 'class', f.section, true);
    expect(await validate()).toEqual(before);
  });

  it('refuses an unknown section, an always-applying one, a learner, and the anonymous', async () => {
    const unknown = await set(admin, 'course', 'Vendor', false);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0].field).toBe('body.section');
    const locked = await set(admin, 'class', 'Agenda', false);
    expect(locked.status).toBe(400);
    expect(locked.body.errors[0].field).toBe('body.applies');
    expect(
      (await as(server, admin)('PUT', '/api/admin/validation', { body: { offering_type: 'webinar', section: 'X', applies: false } }))
        .status,
    ).toBe(400);
    expect((await set(learner, 'course', 'Program Qualification', false)).status).toBe(403);
    expect((await server.call('GET', '/api/admin/validation')).status).toBe(401);
  });

  it("one firm's settings do not change another's", async () => {
    await set(acmeAdmin, 'aoa', 'Confirmation', false);
    const demo = (await as(server, admin)('GET', '/api/admin/validation')).body as {
      offering_type: string;
      section: string;
      applies: boolean;
    }[];
    expect(demo.find((r) => r.offering_type === 'aoa' && r.section === 'Confirmation')?.applies).toBe(true);
    await set(acmeAdmin, 'aoa', 'Confirmation', true);
  });
});
