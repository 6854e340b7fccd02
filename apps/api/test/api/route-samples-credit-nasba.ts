import { as, type TestServer } from '../support/test-server.ts';
import { answering, type Req, type RouteSamples, type Sample } from './route-sample-kit.ts';

/**
 * Samples of the credit limitation, error log and NASBA question set routes (issue 16) for
 * route-contract.test.ts. Only Educe ACC Administrators open these pages: the firm's admin is
 * the denied caller. Until prepareCreditNasbaIds runs, the ids name nothing.
 */
const NONE = 2_147_483_005;
export const creditNasbaIds = { rule: NONE, set: NONE };

const accadmin = (req: () => Req): Sample => ({ rule: 'permission', allowed: { as: 'accadmin', req }, denied: { as: 'admin', req } });
let named = 0;
const unique = (what: string) => `${what} ${Date.now()}-${++named}`;
export const ruleBody = (name: string, maxCredits = 4) => ({
  name,
  scope: 'day',
  max_credits: maxCredits,
  field_of_study_id: null,
  delivery_method_id: null,
  jurisdiction_id: null,
  is_active: false,
});

export const CREDIT_NASBA_SAMPLES: RouteSamples = {
  listCreditLimitations: accadmin(() => ({ path: '/api/accadmin/credit-limitations' })),
  createCreditLimitation: answering(
    201,
    accadmin(() => ({ path: '/api/accadmin/credit-limitations', body: ruleBody(unique('Sampled cap')) })),
  ),
  updateCreditLimitation: accadmin(() => ({
    path: `/api/accadmin/credit-limitations/${creditNasbaIds.rule}`,
    body: ruleBody(unique('Renamed cap'), 3.5),
  })),
  searchCreditLimitationLog: accadmin(() => ({ path: '/api/accadmin/credit-limitation-log?learner=a&limit=5' })),
  exportCreditLimitationLog: accadmin(() => ({ path: '/api/accadmin/credit-limitation-log/export' })),
  listNasbaSets: accadmin(() => ({ path: '/api/accadmin/nasba-sets' })),
  createNasbaSet: answering(
    201,
    accadmin(() => ({ path: '/api/accadmin/nasba-sets', body: { name: unique('Sampled set'), offering_kinds: [] } })),
  ),
  getNasbaSet: accadmin(() => ({ path: `/api/accadmin/nasba-sets/${creditNasbaIds.set}` })),
  updateNasbaSet: accadmin(() => ({
    path: `/api/accadmin/nasba-sets/${creditNasbaIds.set}`,
    body: { name: unique('Renamed set'), offering_kinds: [] },
  })),
  publishNasbaVersion: answering(
    201,
    accadmin(() => ({
      path: `/api/accadmin/nasba-sets/${creditNasbaIds.set}/versions`,
      body: { questions: [{ question_id: null, question: 'Sampled question?', is_required: false, is_active: true }] },
    })),
  ),
};

/** Every route naming the demo tenant's rule or set, for the other-tenant checks (404). */
export function creditNasbaPaths(): [method: string, path: string, body?: unknown][] {
  return [
    ['PUT', `/api/accadmin/credit-limitations/${creditNasbaIds.rule}`, ruleBody(unique('Foreign'))],
    ['GET', `/api/accadmin/nasba-sets/${creditNasbaIds.set}`],
    ['PUT', `/api/accadmin/nasba-sets/${creditNasbaIds.set}`, { name: unique('Foreign'), offering_kinds: [] }],
    [
      'POST',
      `/api/accadmin/nasba-sets/${creditNasbaIds.set}/versions`,
      { questions: [{ question_id: null, question: 'Foreign?', is_required: true, is_active: true }] },
    ],
  ];
}

/** An inactive rule and a question set of the demo tenant (route-contract.test.ts's beforeAll). */
export async function prepareCreditNasbaIds(server: TestServer): Promise<void> {
  const call = as(server, await server.login('accadmin'));
  const rule = await call('POST', '/api/accadmin/credit-limitations', { body: ruleBody(unique('Prepared cap')) });
  if (rule.status !== 201) throw new Error(`rule not created: ${JSON.stringify(rule.body)}`);
  creditNasbaIds.rule = rule.body.id as number;
  const set = await call('POST', '/api/accadmin/nasba-sets', { body: { name: unique('Prepared set'), offering_kinds: [] } });
  if (set.status !== 201) throw new Error(`set not created: ${JSON.stringify(set.body)}`);
  creditNasbaIds.set = set.body.id as number;
}
