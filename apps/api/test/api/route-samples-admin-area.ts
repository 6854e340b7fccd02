import { as, type TestServer } from '../support/test-server.ts';
import { answering, type Req, type RouteSamples, type Sample } from './route-sample-kit.ts';

/**
 * Samples of the admin area's health check (Educe ACC Administrator only: an Admin is
 * refused), IRS CE and checklist validation routes (the firm's administrators: a Learner is
 * refused) for route-contract.test.ts. Until prepareAdminAreaIds runs, the ids name nothing.
 */
const NONE = 2_147_483_031;
export const adminAreaIds = { program: NONE };

let sequence = 0;
/** A program number no other sample used: provider id, type, 5-digit sequence, year. */
export const freshProgramNumber = (type = 'T') => `SMPLE-${type}-${String((Date.now() + ++sequence) % 100000).padStart(5, '0')}-24`;

const firmAdmin = (req: () => Req): Sample => ({ rule: 'permission', allowed: { as: 'admin', req }, denied: { as: 'learner', req } });
const programBody = () => ({ program_number: freshProgramNumber(), title: 'Sampled program', ce_hours: 2, course_ids: [] });

export const ADMIN_AREA_SAMPLES: RouteSamples = {
  getHealthCheck: {
    rule: 'permission',
    allowed: { as: 'accadmin', req: () => ({ path: '/api/admin/health' }) },
    denied: { as: 'admin', req: () => ({ path: '/api/admin/health' }) },
  },
  listIrsPrograms: firmAdmin(() => ({ path: '/api/admin/irs/programs' })),
  listIrsCourses: firmAdmin(() => ({ path: '/api/admin/irs/courses' })),
  createIrsProgram: answering(
    201,
    firmAdmin(() => ({ path: '/api/admin/irs/programs', body: programBody() })),
  ),
  updateIrsProgram: firmAdmin(() => ({ path: `/api/admin/irs/programs/${adminAreaIds.program}`, body: programBody() })),
  getIrsReport: firmAdmin(() => ({ path: '/api/admin/irs/report?from=2020-01-01&to=2030-12-31' })),
  downloadIrsReport: firmAdmin(() => ({ path: '/api/admin/irs/report/file?from=2020-01-01&to=2030-12-31&format=csv' })),
  listChecklistSettings: firmAdmin(() => ({ path: '/api/admin/validation' })),
  setChecklistSetting: firmAdmin(() => ({
    path: '/api/admin/validation',
    body: { offering_type: 'course', section: 'Program Qualification', applies: true },
  })),
};

/** An IRS program of the demo tenant (route-contract.test.ts's beforeAll). */
export async function prepareAdminAreaIds(server: TestServer): Promise<void> {
  const res = await as(server, await server.login('admin'))('POST', '/api/admin/irs/programs', { body: programBody() });
  if (res.status !== 201) throw new Error(`IRS program not created: ${JSON.stringify(res.body)}`);
  adminAreaIds.program = res.body.id as number;
}
