import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerComputed, isMarked, markStored, richCourse, sqlOf } from '../support/course-answer-fixture.ts';
import { finalizedTwoDayCourse } from '../support/factories/courses.ts';
import { createProgram, finalizedStudy } from '../support/factories/independent-study.ts';
import { pendingDeliveryLocalLearning } from '../support/factories/local-learning.ts';
import { approvedItem } from '../support/factories/vended-content.ts';
import { countStatements } from '../support/roster-fixture.ts';
import { type SignedIn, startSignedIn } from '../support/signed-in.ts';
import { as, type Session } from '../support/test-server.ts';

/**
 * GET /course/{id} with its shared part stored (ADR 0048): every caller gets the answer the
 * route gave before answers were stored, computed or stored, for every kind the route serves;
 * the caller's abilities, steps and elements are their own, spliced into one stored row.
 */
let p: SignedIn;
let records: [string, number][];

beforeAll(async () => {
  p = await startSignedIn();
  const { server, admin, instructor, coordinator } = p;
  const draft = await richCourse(server, admin, { instructor, contact: coordinator });
  const programId = await createProgram(as(server, admin));
  records = [
    ['a Draft course', draft.courseId],
    ['a Finalized course', await finalizedTwoDayCourse(server, admin, instructor)],
    ['a local learning', (await pendingDeliveryLocalLearning(as(server, admin), admin.personId)).id],
    ['a vended item', (await approvedItem(server, admin)).id],
    ['an independent study', await finalizedStudy(server, admin, admin, programId)],
  ];
});
afterAll(() => p?.server.close());

const viewers = (): [string, Session][] => [
  ['admin', p.admin],
  ['coordinator', p.coordinator],
  ['instructor', p.instructor],
  ['learner', p.learner],
];

describe('GET /course/{id} with stored answers', () => {
  it('answers each caller what loadCourseResponse answers, computed and then stored, for every kind', async () => {
    for (const [record, id] of records) {
      for (const round of ['computed', 'stored']) {
        for (const [who, s] of viewers()) {
          const res = await as(p.server, s)('GET', `/api/course/${id}`);
          const expected = await answerComputed(p.server, s, id);
          const what = `${record} as ${who}, ${round}`;
          // The learner holds no course permission: the route's rule refuses before the course is read.
          if (who === 'learner') expect(res.status, what).toBe(403);
          else expect({ status: res.status, body: res.body }, what).toEqual(expected);
        }
      }
      const stored = await sqlOf(p.server)('SELECT header FROM course_answers WHERE course_id = $1', [id]);
      expect(stored.rows[0]?.header, `${record} is stored`).toEqual(expect.any(String));
    }
  });

  it('gives two callers their own abilities and steps from the same stored row', async () => {
    const id = records[1]?.[1] as number;
    await markStored(p.server, p.admin, id);
    const mine = await as(p.server, p.admin)('GET', `/api/course/${id}`);
    const theirs = await as(p.server, p.coordinator)('GET', `/api/course/${id}`);
    expect(isMarked(mine.body) && isMarked(theirs.body), 'both from the stored row').toBe(true);
    for (const [s, res] of [
      [p.admin, mine],
      [p.coordinator, theirs],
    ] as const) {
      const { body } = await answerComputed(p.server, s, id);
      const expected = body as typeof res.body;
      expect(res.body.abilities).toEqual(expected.abilities);
      expect(res.body.steps).toEqual(expected.steps);
      expect(res.body.elements).toEqual(expected.elements);
      expect(res.body.courseHeader.can_access_agenda_details).toBe(expected.courseHeader.can_access_agenda_details);
    }
    expect(mine.body.abilities, 'the admin may reopen it, the coordinator may not').not.toEqual(theirs.body.abilities);
  });

  it('refuses another tenant (404), a caller without a course permission and one who may not see the course (403)', async () => {
    const draft = records[0]?.[1] as number;
    await markStored(p.server, p.admin, draft);
    expect((await as(p.server, p.acmeAdmin)('GET', `/api/course/${draft}`)).status).toBe(404);
    expect((await as(p.server, p.learner)('GET', `/api/course/${draft}`)).status).toBe(403);
    const other = await richCourse(p.server, p.instructor, { instructor: p.instructor, contact: p.instructor });
    await markStored(p.server, p.instructor, other.courseId);
    const refused = await as(p.server, p.coordinator)('GET', `/api/course/${other.courseId}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You may not view a course in status Draft.');
  });

  it('serves a stored answer in one statement', async () => {
    const id = records[2]?.[1] as number;
    await markStored(p.server, p.admin, id);
    const { result, statements } = await countStatements(p.server, () => as(p.server, p.admin)('GET', `/api/course/${id}`));
    expect(isMarked(result.body)).toBe(true);
    expect(statements).toBe(1);
  });
});
