import { aoaClass, insertAoa } from '../support/factories/aoa.ts';
import type { TestServer } from '../support/test-server.ts';
import { answering, type Req, type RouteSamples, type Sample } from './route-sample-kit.ts';

/**
 * Samples of the affidavit of attendance routes (modules/aoa) for route-contract.test.ts.
 * Every learner may file one, so the rule is 'signed in' and each affidavit is then checked
 * by the AOA policy (aoa-*.test.ts test the refusals). Until prepareAoaIds runs, the ids
 * name no record: the allowed caller then gets 404, which the contract accepts.
 */
const NONE = 2_147_483_000;
export const aoaIds = { classA: NONE, classB: NONE, classE: NONE, main: NONE, verify: NONE, cancel: NONE, roster: NONE, code: 'ABCDEFGH' };

const learner = (req: () => Req): Sample => ({ rule: 'signed in', allowed: { as: 'learner', req } });

export const AOA_SAMPLES: RouteSamples = {
  createAoa: answering(201, {
    rule: 'signed in',
    allowed: { as: 'external', req: () => ({ path: '/api/aoa', body: { classId: aoaIds.classE } }) },
  }),
  getAoa: learner(() => ({ path: `/api/aoa/${aoaIds.main}` })),
  getAoaClass: learner(() => ({ path: `/api/aoa/get-class/${aoaIds.classA}` })),
  searchAoaClasses: learner(() => ({
    path: '/api/aoa/class-search',
    body: { searchType: 'title', searchString: 'affidavit', searchStartDate: '2026-10-01', searchEndDate: '2026-10-31' },
  })),
  validateAoaAttendCode: learner(() => ({
    path: '/api/aoa/validate-attend-code',
    body: { requestId: aoaIds.verify, classId: aoaIds.classB, attendCode: aoaIds.code, updatedBy: 1 },
  })),
  listAoaDocuments: learner(() => ({ path: `/api/aoa/docs/${aoaIds.main}` })),
  // JSON instead of a file: the requestor gets 400 'body.file'.
  uploadAoaDocument: answering(
    400,
    learner(() => ({ path: `/api/aoa/docs/${aoaIds.main}`, body: { attachment_type_id: 70 } })),
  ),
  getAoaRosterInfo: learner(() => ({ path: '/api/aoa/roster-info', body: { rosterId: aoaIds.roster, requestId: aoaIds.main } })),
  updateAoa: learner(() => ({
    path: '/api/aoa/update',
    body: { requestId: aoaIds.main, verifyTypeId: 2, days: [{ day: 1, attended: 1, missedTimes: [] }], isConfirmed: 1 },
  })),
  // Not backed by documents yet: answered with error, the Draft unchanged.
  submitAoa: learner(() => ({ path: '/api/aoa/submit', body: { requestId: aoaIds.main, isConfirmed: 1, isSubmitted: 0 } })),
  cancelAoa: learner(() => ({
    path: '/api/aoa/cancel',
    body: { requestId: aoaIds.cancel, isClosed: 0, isVoided: 1, updatedBy: 1, reason: 'Sampled void' },
  })),
  getAoaValidation: learner(() => ({ path: `/api/aoa/validation/${aoaIds.main}` })),
  getAoaHistory: learner(() => ({ path: `/api/aoa/history/${aoaIds.main}` })),
  searchAoas: learner(() => ({ path: '/api/aoa/search', body: { scope: 'mine', status: 'Draft', limit: 10 } })),
  exportAoas: learner(() => ({ path: '/api/aoa/export?scope=mine&startDate=2026-10-01&endDate=2026-10-31' })),
};

/** Makes the records the samples name: classes of the demo tenant and the learner's Draft affidavits. */
export async function prepareAoaIds(server: TestServer): Promise<void> {
  const [a, b, e] = [await aoaClass(server), await aoaClass(server), await aoaClass(server)];
  const main = await insertAoa(server, { classId: a.classId, username: 'learner', onRoster: true });
  const { rows } = await server.db.asOwner((tx) =>
    tx.query<{ roster_id: number }>('SELECT roster_id FROM affidavits WHERE id = $1', [main]),
  );
  const other = await aoaClass(server);
  Object.assign(aoaIds, {
    classA: a.classId,
    classB: b.classId,
    classE: e.classId,
    main,
    verify: await insertAoa(server, { classId: b.classId, username: 'learner' }),
    cancel: await insertAoa(server, { classId: other.classId, username: 'learner' }),
    roster: rows[0]?.roster_id ?? NONE,
    code: b.codes[0]?.code ?? 'ABCDEFGH',
  });
}
