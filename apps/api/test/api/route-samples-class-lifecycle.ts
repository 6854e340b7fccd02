import { CLASS_OBJECT_TYPE } from '@cpe/contract';
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
/** `inFlight`: a class whose sync never ends (its request row has no job), for the 409 samples. */
export const lifecycleIds = { class: NONE, inFlight: NONE };

const staff = (req: () => Req): Sample => ({ rule: 'permission', allowed: { as: 'admin', req }, denied: { as: 'learner', req } });
const id = () => lifecycleIds.class;
const inFlight = () => lifecycleIds.inFlight;

export const CLASS_LIFECYCLE_SAMPLES: RouteSamples = {
  getCertificationValidation: staff(() => ({ path: `/api/class/validate/certification/${id()}` })),
  certifyClass: staff(() => ({
    path: `/api/class/certify/${id()}`,
    body: { updatedBy: 1, cq_duration: 200, sponsor: 'Sampled sponsor', lmsId: null, classID2: 'ALT-SAMPLE', instructors: [] },
  })),
  // A sync of the class is still in flight: admitted, then 409. (Not the certification just
  // sampled: its job starts at once, ADR 0064, and may be done before these are asked.)
  importClass: answering(
    409,
    staff(() => ({
      path: `/api/class/import/sap/${inFlight()}`,
      body: { in_lms: 'SAP', in_class_status: 'Uncertified', in_created_by: 1, in_action: 'manualClassSync' },
    })),
  ),
  importClassAllDetails: answering(
    409,
    staff(() => ({
      path: `/api/class/import/sap/allDetails/${inFlight()}`,
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
  lifecycleIds.inFlight = (await insertClass(server, certifiableClass())).classId;
  // A request the LMS worker never picks up (no job), so the class stays "still in progress";
  // its lease never runs out either, or the resume sweep (sync-lease.ts) would run it a minute on.
  await server.db.asOwner((tx) =>
    tx.query(
      `INSERT INTO lms_sync_requests (tenant_id, learning_object_type_id, learning_object_id, lms_type, action, created_at, lease_until)
       SELECT tenant_id, $2, id, 'SAP', 'manualClassSync', now(), 'infinity' FROM classes WHERE id = $1`,
      [lifecycleIds.inFlight, CLASS_OBJECT_TYPE],
    ),
  );
}
