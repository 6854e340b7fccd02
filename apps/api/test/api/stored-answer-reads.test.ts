import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORED_ANSWERS } from '../../src/cli/stored-answers.ts';
import type { Queryable } from '../../src/db/types.ts';
import { type SignedIn, startSignedIn } from '../support/signed-in.ts';
import { ANSWER_CASES, type AnswerCase, demoTenant, ROSTER_CASE } from '../support/stored-answer-cases.ts';
import { compareReads, readsOf, recording } from '../support/stored-answer-reads.ts';

/**
 * Each stored answer reads exactly what it declares (ADR 0062): its computation runs on a key
 * whose answer reads every input, every statement it runs is noted, and PostgreSQL names the
 * tables and columns they read. A read that is not declared would have no trigger: the
 * answer would be served stale after it changes. A declared column no longer read only costs
 * bumps, but is reported too, so that declarations stay exact.
 */
let p: SignedIn;
beforeAll(async () => {
  p = await startSignedIn();
});
afterAll(() => p?.server.close());

/** The statements of the answer's computation, run as a request runs it (the application role, its tenant). */
async function statementsOf(c: AnswerCase, extra?: (tx: Queryable, key: number) => Promise<unknown>) {
  const key = await c.fixture(p);
  return p.server.db.withTenant({ tenantId: await demoTenant(p) }, async (tx) => {
    const noted = recording(tx);
    await c.compute(noted.tx, key);
    await extra?.(noted.tx, key);
    return noted.statements;
  });
}

const derive = (statements: Awaited<ReturnType<typeof statementsOf>>) => p.server.db.asOwner((tx) => readsOf(tx, statements));

describe('a stored answer’s declaration', () => {
  it('lists every stored answer of the server', () => {
    expect(ANSWER_CASES.map((c) => c.answer.name)).toEqual(STORED_ANSWERS.map((a) => a.name));
  });

  it.each(ANSWER_CASES.map((c) => [c.answer.name, c] as const))(
    '%s: names every table and column its SQL reads, and no other',
    async (_n, c) => {
      const { reads, problems } = await derive(await statementsOf(c));
      expect(problems).toEqual([]);
      const { undeclared, unread } = compareReads(c.answer.reads, reads);
      expect(undeclared, 'read but not declared: the triggers would not watch them').toEqual([]);
      expect(unread, 'declared but not read (or the fixture misses a branch)').toEqual([]);
    },
  );

  it('fails on a planted read of an undeclared column and an undeclared table', async () => {
    const planted = await statementsOf(ROSTER_CASE, (tx) =>
      tx.query(
        `SELECT p.date_login, r.class_id FROM persons p JOIN class_roster r ON r.person_id = p.id
           JOIN person_roles pr ON pr.person_id = p.id WHERE r.class_id = $1`,
        [1],
      ),
    );
    const { reads } = await derive(planted);
    const { undeclared } = compareReads(ROSTER_CASE.answer.reads, reads);
    expect(undeclared).toEqual(expect.arrayContaining(['persons.date_login', 'person_roles']));
  });

  it('fails on a read through a view or a function of ours, whose inputs it cannot see', async () => {
    const planted = await statementsOf(ROSTER_CASE, (tx) => tx.query('SELECT app_tenant_id() AS t'));
    const { problems } = await derive(planted);
    expect(problems).toEqual([expect.stringContaining('app_tenant_id')]);
  });
});
