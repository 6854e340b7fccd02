import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect } from 'vitest';
import type { Queryable } from '../../src/db/types.ts';
import { rosterAnswer } from '../../src/modules/classes/roster/roster-answer.ts';
import { computeRoster } from '../../src/modules/classes/roster/roster-compute.ts';
import { courseAnswer } from '../../src/modules/courses/answer/answer-declaration.ts';
import { computeAnswerParts } from '../../src/modules/courses/answer/answer-parts.ts';
import type { StoredAnswer } from '../../src/platform/stored-answers/declaration.ts';
import { isMarked, markStored, richCourse, sqlOf } from './course-answer-fixture.ts';
import { ROSTER_DAY1, rosterClass } from './factories/roster.ts';
import type { SignedIn } from './signed-in.ts';
import { as } from './test-server.ts';

/**
 * Each stored answer as its tests see it (ADR 0062): its declaration, its computation from the
 * key, a key whose answer reads every input (every branch of the computation), and how to tell
 * the stored answer from a computed one (a marker swapped into what is stored). A third stored
 * answer is a third entry here.
 */
export interface AnswerCase {
  answer: StoredAnswer;
  compute(tx: Queryable, key: number): Promise<unknown>;
  fixture(p: SignedIn): Promise<number>;
  /** Reads the answer through its route, so that it is stored, then marks what is stored. */
  markStored(p: SignedIn, key: number): Promise<void>;
  /** Reads it again: true when the marked stored answer is served, false when it is computed again. */
  servesMarked(p: SignedIn, key: number): Promise<boolean>;
}

const ROSTER_MARKER = '{"marker":true}';

/** A two-day class with two learners, attendance, missed time, and a licence read by a jurisdiction rule. */
async function rosterFixture(p: SignedIn): Promise<number> {
  const { classId } = await rosterClass(p.server, {
    days: [{ date: ROSTER_DAY1 }, { date: '2026-11-21' }],
    learners: [
      { username: 'learner', attended: [1], missed: [{ day: 1, startAt: '14:00', returnedAt: '14:30' }] },
      { username: 'external.learner', attended: [1, 2] },
    ],
  });
  const sql = sqlOf(p.server);
  await sql(
    // With a field of study and a delivery method, whichever scope it is given (the freshness test changes it).
    `INSERT INTO credit_limitation_rules (tenant_id, name, scope, max_credits, jurisdiction_id, field_of_study_id, delivery_method_id)
     SELECT t.id, 'Stored answer rule ' || floor(random() * 1e9), 'day', 8, (SELECT min(j.id) FROM jurisdictions j WHERE j.tenant_id = t.id),
            (SELECT min(f.id) FROM fields_of_study f WHERE f.tenant_id = t.id), (SELECT min(d.id) FROM delivery_methods d WHERE d.tenant_id = t.id)
       FROM tenants t WHERE t.subdomain = 'demo'`,
  );
  await sql(
    `INSERT INTO person_licenses (tenant_id, person_id, jurisdiction_id, license_number, status, period_start, period_end, created_by)
     SELECT p.tenant_id, p.id, (SELECT min(j.id) FROM jurisdictions j WHERE j.tenant_id = p.tenant_id), 'L-1', 'Active', '2026-01-01', '2027-12-31', p.id
       FROM persons p WHERE p.id = $1`,
    [p.learner.personId],
  );
  return classId;
}

const getRoster = (p: SignedIn, classId: number) => as(p.server, p.admin)('GET', `/api/class/roster/${classId}`);

export const ROSTER_CASE: AnswerCase = {
  answer: rosterAnswer,
  compute: computeRoster,
  fixture: rosterFixture,
  async markStored(p, classId) {
    const read = await getRoster(p, classId);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    const marked = await sqlOf(p.server)(
      'UPDATE class_roster_snapshots SET full_br = $2, full_gzip = $3 WHERE class_id = $1 AND full_gzip IS NOT NULL',
      [classId, brotliCompressSync(ROSTER_MARKER), gzipSync(ROSTER_MARKER)],
    );
    expect(marked.rowCount, 'the first read stored the roster').toBe(1);
  },
  async servesMarked(p, classId) {
    const read = await getRoster(p, classId);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    return read.body?.marker === true;
  },
};

export const COURSE_CASE: AnswerCase = {
  answer: courseAnswer,
  compute: computeAnswerParts,
  fixture: async (p) => (await richCourse(p.server, p.admin, { instructor: p.instructor, contact: p.coordinator })).courseId,
  markStored: (p, courseId) => markStored(p.server, p.admin, courseId),
  async servesMarked(p, courseId) {
    const read = await as(p.server, p.admin)('GET', `/api/course/${courseId}`);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    return isMarked(read.body);
  },
};

export const ANSWER_CASES: readonly AnswerCase[] = [ROSTER_CASE, COURSE_CASE];

/** The demo tenant's id, which every case's fixture is of. */
export async function demoTenant(p: SignedIn): Promise<number> {
  return (await sqlOf(p.server)(`SELECT id FROM tenants WHERE subdomain = 'demo'`)).rows[0]?.id as number;
}
