import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPersonWithCodes } from '../support/factories/people.ts';
import { insertMergePerson } from '../support/factories/person-merge.ts';
import { type SignedIn, startSignedIn } from '../support/signed-in.ts';
import { as, DEMO_PASSWORD } from '../support/test-server.ts';
import { countsByColumn, mergeCall } from './person-merge-support.ts';

/** Who may merge whom (HPT023 + ADM008 + the types administered), and what a merge ends. */
let ctx: SignedIn;
beforeAll(async () => {
  ctx = await startSignedIn();
});
afterAll(() => ctx?.server.close());

let n = 0;
const pair = async (victimType: 'internal' | 'external' = 'internal') => {
  n++;
  const survivor = await insertMergePerson(ctx.server, { username: `acc.s${n}` });
  const victim = await insertMergePerson(ctx.server, { username: `acc.v${n}`, type: victimType });
  return { survivor, victim };
};

describe('who may merge', () => {
  it('is refused without ADM008, even with user administration', async () => {
    const { server } = ctx;
    await addPersonWithCodes(server, 'clerk.nomerge', ['HPT023', 'ADM003']);
    const clerk = await server.login('clerk.nomerge');
    const { survivor, victim } = await pair();
    for (const getSummary of [true, false]) expect((await mergeCall(server, clerk)(survivor, victim, getSummary)).status).toBe(403);
    expect((await mergeCall(server, ctx.learner)(survivor, victim, true)).status).toBe(403);
  });

  it('with ADM001 only, an external person is not found (404) and an internal pair may be merged', async () => {
    const { server } = ctx;
    await addPersonWithCodes(server, 'clerk.internal', ['HPT023', 'ADM001', 'ADM008']);
    const clerk = await server.login('clerk.internal');
    const ext = await pair('external');
    for (const getSummary of [true, false]) {
      const res = await mergeCall(server, clerk)(ext.survivor, ext.victim, getSummary);
      expect(res.status, JSON.stringify(res.body)).toBe(404);
    }
    const int = await pair();
    expect((await mergeCall(server, clerk)(int.survivor, int.victim, false)).status).toBe(200);
  });

  it("another tenant's people are not found, and nothing of them changes", async () => {
    const { server, acmeAdmin, admin } = ctx;
    const { survivor, victim } = await pair();
    for (const getSummary of [true, false]) expect((await mergeCall(server, acmeAdmin)(survivor, victim, getSummary)).status).toBe(404);
    // One of each tenant is not found either.
    expect((await mergeCall(server, admin)(survivor, acmeAdmin.personId, false)).status).toBe(404);
    const profile = await as(server, admin)('GET', `/api/person/profile/${victim}`);
    expect(profile.body.merged_into_id).toBeNull();
  });

  it('refuses a person merged into themself, the caller merging themself away, and a person merged away already (400 naming the field)', async () => {
    const { server, admin } = ctx;
    const { survivor, victim } = await pair();
    const self = await mergeCall(server, admin)(survivor, survivor, true);
    expect(self.status).toBe(400);
    expect(self.body.errors).toEqual([{ field: 'body.victimId', message: 'A person cannot be merged into themself.' }]);
    expect((await mergeCall(server, admin)(survivor, admin.personId, false)).body.errors[0].field).toBe('body.victimId');
    expect((await mergeCall(server, admin)(survivor, victim, false)).status).toBe(200);
    const again = await mergeCall(server, admin)(survivor, victim, false);
    expect(again.status).toBe(400);
    expect(again.body.errors[0].field).toBe('body.victimId');
    const other = await insertMergePerson(server, { username: 'acc.other' });
    const asSurvivor = await mergeCall(server, admin)(victim, other, true);
    expect(asSurvivor.status).toBe(400);
    expect(asSurvivor.body.errors[0].field).toBe('body.survivorId');
  });
});

describe('what a merge ends', () => {
  it("revokes the victim's sessions and the victim can no longer sign in; the pickers no longer offer them", async () => {
    const { server, admin } = ctx;
    const { survivor, victim } = await pair();
    const victimSession = await server.login(`acc.v${n}`);
    expect((await as(server, victimSession)('GET', `/api/person/${victim}`)).status).toBe(200);
    const picker = () => as(server, admin)('GET', `/api/persons/search?q=acc.v${n}&type=all`);
    expect((await picker()).body.people.map((p: { id: number }) => p.id)).toContain(victim);

    expect((await mergeCall(server, admin)(survivor, victim, false)).status).toBe(200);
    expect((await as(server, victimSession)('GET', `/api/person/${victim}`)).status).toBe(401);
    const login = await server.call('POST', '/api/auth/login', { body: { username: `acc.v${n}`, password: DEMO_PASSWORD } });
    expect(login.status).toBe(401);
    await expect(server.login(`acc.v${n}`)).rejects.toThrow(/401/);
    expect((await picker()).body.people.map((p: { id: number }) => p.id)).not.toContain(victim);
    // The survivor signs in as before.
    expect((await server.login(`acc.s${n}`)).personId).toBe(survivor);
  });

  it('is one transaction: a failure at its last step leaves every record where it was', async () => {
    const { server, admin } = ctx;
    const { survivor, victim } = await pair();
    await server.db.asOwner((tx) =>
      tx.query('INSERT INTO person_roles (tenant_id, person_id, role_id) SELECT tenant_id, id, 5 FROM persons WHERE id = $1', [victim]),
    );
    const before = await countsByColumn(server, [survivor, victim]);
    // Marking the victim merged, the merge's last write, breaks a rule added for this test.
    await server.db.asOwner((tx) => tx.exec("ALTER TABLE persons ADD CONSTRAINT test_no_merge CHECK (status <> 'Merged') NOT VALID"));
    try {
      const res = await mergeCall(server, admin)(survivor, victim, false);
      expect(res.status).toBe(400);
    } finally {
      await server.db.asOwner((tx) => tx.exec('ALTER TABLE persons DROP CONSTRAINT test_no_merge'));
    }
    expect(await countsByColumn(server, [survivor, victim])).toEqual(before);
    const { rows } = await server.db.asOwner((tx) =>
      tx.query('SELECT count(*)::int AS n FROM person_merges WHERE victim_id = $1', [victim]),
    );
    expect(rows[0]).toEqual({ n: 0 });
  });
});
