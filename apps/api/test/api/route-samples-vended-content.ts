import { approvedItem, createVendedItem, createVendor, makeApprovable, uniqueVendorName } from '../support/factories/vended-content.ts';
import { as, type TestServer } from '../support/test-server.ts';
import { answering, ids, type Req, type RouteSamples, type Sample } from './route-sample-kit.ts';

/**
 * Samples of the vended content and vendor routes for route-contract.test.ts. Each needs VCP001
 * or a course code (completions: VCP001 or a class runner's code), so a Learner is the denied
 * caller; the admin holds every code. Until prepareVendedIds runs, the ids name nothing.
 */
const NONE = 2_147_483_003;
export const vendedIds = { vendor: NONE, draft: NONE, toApprove: NONE, approved: NONE };

const staff = (req: () => Req): Sample => ({ rule: 'permission', allowed: { as: 'admin', req }, denied: { as: 'learner', req } });
const get = (path: () => string) => staff(() => ({ path: path() }));

export const VENDED_SAMPLES: RouteSamples = {
  listVendors: get(() => '/api/vendors'),
  // Each call names a new vendor: names are unique per firm.
  createVendor: answering(
    201,
    staff(() => ({ path: '/api/vendors', body: { name: uniqueVendorName('Sampled'), email_address: 'sales@sampled.example.com' } })),
  ),
  updateVendor: staff(() => ({
    path: `/api/vendors/${vendedIds.vendor}`,
    body: { name: uniqueVendorName('Renamed'), phone: '555-0101' },
  })),
  createVendedContent: answering(
    201,
    staff(() => ({
      path: '/api/vendedcontent',
      body: { title: 'Sampled vended item', vendor_id: vendedIds.vendor, delivery_method_id: 2 },
    })),
  ),
  getVendedContent: get(() => `/api/course/vendedcontent/${vendedIds.draft}`),
  updateVendedContent: staff(() => ({
    path: `/api/vendedcontent/${vendedIds.draft}`,
    body: { title: 'Sampled title', objectives: 'Learn.' },
  })),
  approveVendedContent: staff(() => ({
    path: `/api/vendedcontent/approve/${vendedIds.toApprove}`,
    body: { comment: 'Sampled' },
  })),
  getVendedRoster: get(() => `/api/vendedcontent/roster/${vendedIds.approved}`),
  recordVendedCompletion: staff(() => ({
    path: `/api/vendedcontent/completion/${vendedIds.approved}`,
    body: { person_id: ids.learner, completed_on: '2026-01-15' },
  })),
  searchVendedContent: staff(() => ({
    path: '/api/vendedcontent/search',
    body: { search_text: 'Sampled', vendor_id: vendedIds.vendor, status: 'Draft', date_from: '2020-01-01', sort: 'title', limit: 10 },
  })),
  exportVendedContent: get(() => `/api/vendedcontent/export?vendor_id=${vendedIds.vendor}&status=Draft&sort=updated`),
};

/** A vendor, a Draft, an approvable Draft and an Approved item of the demo tenant (route-contract.test.ts's beforeAll). */
export async function prepareVendedIds(server: TestServer): Promise<void> {
  const admin = await server.login('admin');
  const call = as(server, admin);
  vendedIds.vendor = await createVendor(call);
  vendedIds.draft = await createVendedItem(call, vendedIds.vendor, 'Sampled draft');
  vendedIds.toApprove = await createVendedItem(call, vendedIds.vendor, 'Sampled to approve');
  await makeApprovable(call, vendedIds.toApprove);
  vendedIds.approved = (await approvedItem(server, admin, 'Sampled approved')).id;
}

/** Every vended route that names an item or a vendor, for the other tenant's admin: each must be 404. */
export const vendedPaths = (): [string, string, unknown?][] => [
  ['PUT', `/api/vendors/${vendedIds.vendor}`, { name: 'Taken over' }],
  ['GET', `/api/course/vendedcontent/${vendedIds.draft}`],
  ['PUT', `/api/vendedcontent/${vendedIds.draft}`, { title: 'Taken over' }],
  ['PUT', `/api/vendedcontent/approve/${vendedIds.toApprove}`, {}],
  ['GET', `/api/vendedcontent/roster/${vendedIds.approved}`],
  ['POST', `/api/vendedcontent/completion/${vendedIds.approved}`, { person_id: ids.learner, completed_on: '2026-01-15' }],
];
