import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finds } from '../../src/platform/stored-answers/declaration.ts';
import { GENERATED_PREFIX } from '../../src/platform/stored-answers/freshness-sql.ts';
import { type SignedIn, startSignedIn } from '../support/signed-in.ts';
import { ANSWER_CASES, demoTenant } from '../support/stored-answer-cases.ts';
import { InputChanges } from '../support/stored-answer-changes.ts';

/**
 * Every declared input of every stored answer makes it fresh (ADR 0062): for each table a
 * declaration names, each of its declared columns changed on a row the answer shows, and the
 * row deleted and put back (unless the declaration says why inserts and deletes cannot change
 * the answer), the stored answer is no longer served. The inputs are the declaration's, so a
 * new input is tested by being declared; the declaration itself is checked against the
 * answer's SQL by stored-answer-reads.test.ts.
 */
let p: SignedIn;
let tenant: number;
beforeAll(async () => {
  p = await startSignedIn();
  tenant = await demoTenant(p);
});
afterAll(() => p?.server.close());

const inputs = ANSWER_CASES.flatMap((c) => Object.keys(c.answer.reads).map((table) => [`${c.answer.name}: ${table}`, c, table] as const));

describe('a stored answer', () => {
  it.each(inputs)('%s: is computed again once a declared input changes', async (_name, c, table) => {
    const key = await c.fixture(p);
    const changes = new InputChanges(p.server, c.answer, tenant, key);
    const finds = c.answer.finds[table] as Finds;
    const fresh = async (what: string, change: () => Promise<unknown>) => {
      await c.markStored(p, key);
      expect(await c.servesMarked(p, key), 'the stored answer is served before the change').toBe(true);
      await change();
      expect(await c.servesMarked(p, key), `computed again once ${what} changed`).toBe(false);
    };
    for (const column of c.answer.reads[table] ?? []) {
      let restore = async () => {};
      await fresh(`${table}.${column}`, async () => {
        restore = await changes.update(table, column);
      });
      await restore();
    }
    if (!finds.updatesOnly) {
      let row: Record<string, unknown> = {};
      await fresh(`a ${table} row deleted`, async () => {
        row = await changes.delete(table);
      });
      await fresh(`a ${table} row inserted`, () => changes.insert(table, row));
    }
  });

  it('is served stale when an input has no trigger (what the test above would catch)', async () => {
    const c = ANSWER_CASES[0];
    if (!c) throw new Error('no stored answers');
    const key = await c.fixture(p);
    await p.server.db.asOwner((tx) => tx.exec(`DROP TRIGGER ${GENERATED_PREFIX}${c.answer.name}_class_days_update ON class_days`));
    await c.markStored(p, key);
    await new InputChanges(p.server, c.answer, tenant, key).update('class_days', 'end_time');
    expect(await c.servesMarked(p, key), 'the stale answer is still served').toBe(true);
  });
});
