import { as, type TestServer } from '../support/test-server.ts';
import { answering, ids, type RouteSamples, type Sample } from './route-sample-kit.ts';

/**
 * Samples of the transcripts and jurisdictions routes (ADR 0031) for route-contract.test.ts.
 * Transcripts and a person's licenses: the person themself or their administrator, so the
 * Learner asking about the admin is refused; the rest need HPT023 with ADM001 or ADM003.
 */
const NONE = 2_147_483_004;
export const transcriptIds = { jurisdiction: NONE, license: NONE, licenseToRemove: NONE };

const license = () => ({
  jurisdiction_id: transcriptIds.jurisdiction,
  license_number: 'SAMPLE-1',
  status: 'Active',
  period_start: '2025-01-01',
  period_end: '2026-12-31',
});
const staff = (path: () => string, body?: () => unknown): Sample => ({
  rule: 'permission',
  allowed: { as: 'admin', req: () => ({ path: path(), body: body?.() }) },
  denied: { as: 'learner', req: () => ({ path: path(), body: body?.() }) },
});
const selfOrAdmin = (path: (personId: number) => string): Sample => ({
  rule: 'owner',
  allowed: { as: 'admin', req: () => ({ path: path(ids.learner) }) },
  denied: { as: 'learner', req: () => ({ path: path(ids.admin) }) },
});

export const TRANSCRIPT_SAMPLES: RouteSamples = {
  getPersonTranscripts: selfOrAdmin((id) => `/api/person/transcripts/${id}?from=2025-01-01&to=2026-12-31`),
  exportPersonTranscripts: selfOrAdmin((id) => `/api/person/transcripts/${id}/export?from=2025-01-01`),
  listJurisdictions: staff(() => '/api/jurisdictions'),
  updateJurisdictionRequirement: staff(
    () => `/api/jurisdictions/${transcriptIds.jurisdiction}/requirement`,
    () => ({ period_years: 3, total_credits: 120, min_ethics_credits: 4, min_technical_credits: 0, max_non_technical_credits: null }),
  ),
  getPersonLicenses: selfOrAdmin((id) => `/api/person/jurisdictions/${id}`),
  createPersonLicense: answering(
    201,
    staff(() => `/api/person/jurisdictions/${ids.learner}`, license),
  ),
  updatePersonLicense: staff(() => `/api/person/licenses/${transcriptIds.license}`, license),
  removePersonLicense: staff(() => `/api/person/licenses/${transcriptIds.licenseToRemove}`),
};

/** A board of the demo tenant and two licenses of its learner (route-contract.test.ts's beforeAll). */
export async function prepareTranscriptIds(server: TestServer): Promise<void> {
  const call = as(server, await server.login('admin'));
  const boards = (await call('GET', '/api/jurisdictions')).body as { id: number; code: string }[];
  transcriptIds.jurisdiction = (boards.find((b) => b.code === 'NY') ?? boards[0])?.id ?? NONE;
  const add = async () => (await call('POST', `/api/person/jurisdictions/${ids.learner}`, { body: license() })).body.id as number;
  transcriptIds.license = await add();
  transcriptIds.licenseToRemove = await add();
}
