import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type TestServer } from '../support/test-server.ts';
import { type Actor, expectCeiling, newTarget, ROLE_IDS, startWithActors } from './escalation-support.ts';
import { mergeCall, pollSummary } from './person-merge-support.ts';

/** ADR 0055: a merge moves the victim's roles, so it never gives the survivor a role the merger could not give. */
let server: TestServer;
let actors: Actor[];
beforeAll(async () => {
  ({ server, actors } = await startWithActors());
});
afterAll(() => server?.close());

const actor = (name: string) => actors.find((a) => a.name.startsWith(name)) as Actor;
let n = 0;
const person = (roles: number[]) => newTarget(server, `esc.merge${++n}`, roles);

describe('every actor merges an Admin and an Educe ACC Administrator: the ceiling holds', () => {
  it('into themself and into another person', async () => {
    for (const a of actors) {
      const other = await person([ROLE_IDS.learner]);
      const adminVictim = await person([ROLE_IDS.admin]);
      const accVictim = await person([ROLE_IDS.accAdmin]);
      await expectCeiling(server, a, [other], async () => {
        for (const victim of [adminVictim, accVictim]) {
          await mergeCall(server, a.session)(a.session.personId, victim, false);
          await mergeCall(server, a.session)(other, victim, false);
        }
      });
    }
  });
});

describe('the findings', () => {
  it('someone holding ADM008 cannot merge an Admin into themself (403 naming the role); nothing moves', async () => {
    const merger = actor('custom role HPT023+ADM003+ADM008');
    const victim = await person([ROLE_IDS.admin]);
    const summary = await pollSummary(server, merger.session, merger.session.personId, victim);
    expect(summary.role_changes).toEqual([{ role_id: ROLE_IDS.admin, role_name: 'Admin', grantable: 0 }]);
    expect(summary.counts.roles).toBe(1);
    const res = await mergeCall(server, merger.session)(merger.session.personId, victim, false);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      `You cannot merge Merge esc.merge${n}: the merge would give roles you cannot give (Admin). Ask someone who may give them.`,
    );
    const profile = await as(server, actor('Admin').session)('GET', `/api/person/profile/${victim}`);
    expect(profile.body.merged_into_id).toBeNull();
    expect(profile.body.roles.map((r: { id: number }) => r.id)).toEqual([ROLE_IDS.admin]);
  });

  it('nor merge anyone into themself while it would give them a role they could give others', async () => {
    const merger = actor('custom role HPT023+ADM003+ADM008');
    const victim = await person([ROLE_IDS.learner]);
    const res = await mergeCall(server, merger.session)(merger.session.personId, victim, false);
    expect(res.status).toBe(403);
    expect(res.body.message).toContain('no one changes their own roles');
  });

  it('an Admin merges an Admin into another person (the summary says the role moves), but not an Educe ACC Administrator', async () => {
    const admin = actor('Admin');
    const survivor = await person([ROLE_IDS.learner]);
    const adminVictim = await person([ROLE_IDS.admin, ROLE_IDS.learner]);
    const preview = await pollSummary(server, admin.session, survivor, adminVictim);
    expect(preview.role_changes).toEqual([{ role_id: ROLE_IDS.admin, role_name: 'Admin', grantable: 1 }]);
    const merged = await mergeCall(server, admin.session)(survivor, adminVictim, false);
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.summary.role_changes).toEqual([{ role_id: ROLE_IDS.admin, role_name: 'Admin', grantable: 1 }]);

    const accVictim = await person([ROLE_IDS.accAdmin]);
    const refused = await mergeCall(server, admin.session)(survivor, accVictim, false);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('(Educe ACC Administrator)');
    // The account administrator may.
    const byAccAdmin = await mergeCall(server, actor('Educe').session)(survivor, accVictim, false);
    expect(byAccAdmin.status, JSON.stringify(byAccAdmin.body)).toBe(200);
  });

  it('each person asking sees the role changes as they may give them, from the same prepared summary', async () => {
    const survivor = await person([ROLE_IDS.learner]);
    const victim = await person([ROLE_IDS.admin]);
    const byAdmin = await pollSummary(server, actor('Admin').session, survivor, victim);
    expect(byAdmin.role_changes[0]?.grantable).toBe(1);
    const byMerger = await mergeCall(server, actor('custom role HPT023+ADM003+ADM008').session)(survivor, victim, true);
    expect(byMerger.body.summary.role_changes).toEqual([{ role_id: ROLE_IDS.admin, role_name: 'Admin', grantable: 0 }]);
  });

  it('the roles a merge moves are audited with who moved them', async () => {
    const admin = actor('Admin');
    const survivor = await person([]);
    const victim = await person([ROLE_IDS.instructor]);
    expect((await mergeCall(server, admin.session)(survivor, victim, false)).status).toBe(200);
    const { rows } = await server.db.asOwner((tx) =>
      tx.query<{ person_id: number; before: { person_id: number }; after: { person_id: number; role_id: number } }>(
        "SELECT person_id, before, after FROM audit_log WHERE entity = 'person_roles' AND action = 'UPDATE' AND (after->>'person_id')::int = $1",
        [survivor],
      ),
    );
    expect(rows).toEqual([
      {
        person_id: admin.session.personId,
        before: expect.objectContaining({ person_id: victim }),
        after: expect.objectContaining({ person_id: survivor, role_id: ROLE_IDS.instructor }),
      },
    ]);
  });
});
