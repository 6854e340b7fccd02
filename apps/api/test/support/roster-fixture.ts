import { expect } from 'vitest';
import type { Database, Tx } from '../../src/db/types.ts';
import { ROSTER_DAY1 } from './factories/roster.ts';
import { type SignedIn, startSignedIn } from './signed-in.ts';
import { as, type Session, type TestServer } from './test-server.ts';

/**
 * What the class roster test files share: the server's clock at 10:00 in New York on the
 * first class day (ROSTER_DAY1, the day of factories/roster.ts rosterClass), the signed-in people, and
 * the two calls every roster test makes (add a learner, read the roster).
 */
export const ROSTER_START = new Date('2026-11-20T15:00:00Z');
export const DAY1 = ROSTER_DAY1;

export interface RosterFixture extends SignedIn {
  /** POST /class/participant for `who` (external when `who` is the external learner), by the admin unless told. */
  addLearner(classId: number, who: Session, by?: Session): Promise<{ status: number; body: any }>;
  /** GET /class/roster, which must answer 200. */
  rosterOf(classId: number, by?: Session): Promise<any>;
}

export async function startRosterFixture(): Promise<RosterFixture> {
  const people = await startSignedIn({ start: ROSTER_START });
  const { server, admin, external } = people;
  return {
    ...people,
    async addLearner(classId, who, by = admin) {
      return as(server, by)('POST', `/api/class/participant/${classId}`, {
        body: { in_person_id: who.personId, in_is_external_learner: who === external ? 1 : 0 },
      });
    },
    async rosterOf(classId, by = admin) {
      const res = await as(server, by)('GET', `/api/class/roster/${classId}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    },
  };
}

/** The total of a roster entry's credits, to one decimal. */
export const creditTotal = (credits: { credits: number }[]) => Math.round(credits.reduce((sum, c) => sum + c.credits * 10, 0)) / 10;

/** Counts the statements the handlers run through their transactions while `fn` runs. */
export async function countStatements<T>(server: TestServer, fn: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const db = server.db as { withTenant: Database['withTenant'] };
  const original = db.withTenant;
  let statements = 0;
  const counting: Database['withTenant'] = (ctx, inner, probe, access) =>
    original.call(
      server.db,
      ctx,
      (tx, rows) => {
        const counted: Tx = Object.assign(Object.create(tx), {
          query: (text: string, params?: readonly unknown[]) => {
            statements++;
            return tx.query(text, params);
          },
        });
        return inner(counted, rows);
      },
      probe,
      access,
    ) as ReturnType<typeof inner>;
  db.withTenant = counting;
  try {
    return { result: await fn(), statements };
  } finally {
    db.withTenant = original;
  }
}
