import { CSOD_SUBMIT_QUEUED_MESSAGE, endpoints, LOCAL_LEARNING_POLICY_CODES, localLearningAbilities } from '@cpe/contract';
import { allow } from '../../../platform/authorize.ts';
import { conflict, forbidden, notFound } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { COURSE_OBJECT_TYPE, loadCourse } from '../../../shared/course-access.ts';
import { enqueueLmsSync } from '../../lms/index.ts';
import { CSOD_LOCAL_LEARNING_ACTION, lockCsodLocalLearning } from './local-learning-sync.ts';

/** POST /csod/submit-local-learning/{id}; ADR 0024. */
export const submitLocalLearningToCsod = defineRoute(endpoints.submitLocalLearningToCsod, {
  summary:
    'Submits a local learning in Pending Delivery to Cornerstone (CSOD): its course (LO) and class session, created or updated. ' +
    'Answers the request id to poll with GET /external-requests/status/{id} until nothing is unprocessed',
  tags: ['lms sync'],
  auth: allow.permissions(LOCAL_LEARNING_POLICY_CODES.delivery),
  async handler({ params, tx, me, now, tenant, services }) {
    const session = me();
    // Another kind of agenda under this id is not a local learning: 404, as a missing one.
    const row = await lockCsodLocalLearning(tx, params.id);
    if (row?.kind !== 'local_learning') throw notFound('Local learning not found');
    const ll = await loadCourse(tx, params.id, session);
    if (!localLearningAbilities(ll, session).submitToLms) {
      if (ll.course_status !== 'Pending Delivery') {
        throw conflict(`Only a local learning in Pending Delivery can be submitted to the LMS; this one is ${ll.course_status}.`);
      }
      throw forbidden('You may not submit this local learning to the LMS.');
    }
    if (!row.first_day) throw conflict('Add the class days of the local learning before submitting it to the LMS.');

    // A second click while Cornerstone still works on the first submission polls that one.
    const { rows: open } = await tx.query<{ id: number }>(
      `SELECT id FROM lms_sync_requests WHERE learning_object_type_id = $1 AND learning_object_id = $2 AND action = $3
          AND status IN ('queued', 'sent') ORDER BY id DESC LIMIT 1`,
      [COURSE_OBJECT_TYPE, ll.id, CSOD_LOCAL_LEARNING_ACTION],
    );
    if (open[0]) return { requestId: open[0].id, message: 'The local learning is already being submitted to the LMS.' };

    const requestId = await enqueueLmsSync(tx, services.jobs, {
      tenantId: tenant.id,
      objectType: COURSE_OBJECT_TYPE,
      objectId: ll.id,
      lmsType: 'CSOD',
      action: CSOD_LOCAL_LEARNING_ACTION,
      personId: session.personId,
      now,
    });
    return { requestId, message: CSOD_SUBMIT_QUEUED_MESSAGE };
  },
});
