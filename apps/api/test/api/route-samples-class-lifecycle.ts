import { certifiableClass, insertClass } from '../support/factories/classes.ts';
import type { TestServer } from '../support/test-server.ts';
import { answering, type Req, type RouteSamples, type Sample } from './route-sample-kit.ts';

/**
 * Samples of the class lifecycle routes (lifecycle-routes.ts) for route-contract.test.ts.
 * Every route needs a class permission, so a Learner is the denied caller. Until
 * prepareLifecycleIds runs, the class id names no record: the allowed caller then gets
 * 404, which the contract accepts, and the 400s and 403s are unchanged.
 */
const NONE = 2_147_483_001;
export const lifecycleIds = { class: NONE };

const staff = (req: () => Req): Sample => ({ rule: 'permission', allowed: { as: 'admin', req }, denied: { as: 'learner', req } });
const id = () => lifecycleIds.class;

export const CLASS_LIFECYCLE_SAMPLES: RouteSamples = {
  getCertificationValidation: staff(() => ({ path: `/api/class/validate/certification/${id()}` })),
  certifyClass: staff(() => ({
    path: `/api/class/certify/${id()}`,
    body: { updatedBy: 1, cq_duration: 200, sponsor: 'Sampled sponsor', lmsId: null, classID2: 'ALT-SAMPLE', instructors: [] },
  })),
  // The certification just queued is in flight: admitted, then 409.
  importClass: answering(
    409,
    staff(() => ({
      path: `/api/class/import/sap/${id()}`,
      body: { in_lms: 'SAP', in_class_status: 'Uncertified', in_created_by: 1, in_action: 'manualClassSync' },
    })),
  ),
  importClassAllDetails: answering(
    409,
    staff(() => ({
      path: `/api/class/import/sap/allDetails/${id()}`,
      body: { in_lms: 'SAP', in_class_status: 'Uncertified', in_created_by: 1, in_action: 'manualClassSync' },
    })),
  ),
  getClassStatus: staff(() => ({ path: `/api/class/status/${id()}` })),
  classEvents: staff(() => ({ path: '/api/class/events', body: { classId: id() } })),
  statusByLoid: staff(() => ({
    path: '/api/external-requests/status-by-loid',
    body: { learningObjectId: id(), learningObjectTypeId: 3 },
  })),
  statusByType: staff(() => ({
    path: '/api/external-requests/status-by-type',
    body: { learningObjectTypeId: 3, learningObjectIds: [id()] },
  })),
};

/** A certifiable class of the demo tenant for the samples (route-contract.test.ts may call this in its beforeAll). */
export async function prepareLifecycleIds(server: TestServer): Promise<void> {
  lifecycleIds.class = (await insertClass(server, certifiableClass())).classId;
}
