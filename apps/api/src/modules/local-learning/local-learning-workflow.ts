import { endpoints, LOCAL_LEARNING_MESSAGES, type LocalLearningAction, localLearningTransition } from '@cpe/contract';
import { AppError, conflict } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { COURSE_OBJECT_TYPE, touchCourse } from '../../shared/course-access.ts';
import { recordWorkflow } from '../learning-objects/index.ts';
import { type LocalLearningAbility, localLearningAccess, requireLocalLearning } from './ll-access.ts';
import { localLearningChecks } from './ll-checklist.ts';

const ABILITY: Record<LocalLearningAction, LocalLearningAbility> = {
  submit: 'submit',
  return: 'return',
  approve: 'approve',
  notApprove: 'notApprove',
};
const DONE: Record<LocalLearningAction, string> = {
  submit: LOCAL_LEARNING_MESSAGES.submitted,
  return: LOCAL_LEARNING_MESSAGES.returned,
  approve: LOCAL_LEARNING_MESSAGES.approved,
  notApprove: LOCAL_LEARNING_MESSAGES.notApproved,
};

/**
 * Moves a local learning through its lifecycle (Draft, Pending Signoff, Pending Delivery, Not Approved; the contract's
 * transitions and codes): submit (Draft → Pending Signoff, sets the submission date), return
 * (→ Draft), approve (→ Pending Delivery, only when the approval checklist passes), and Not
 * Approved (Pending Delivery → Not Approved, after which nothing can be edited).
 */
export const localLearningWorkflow = defineRoute(endpoints.localLearningWorkflow, {
  summary: 'Submit, return, approve or close as Not Approved a local learning; the server checks transition, code and checklist',
  tags: ['local learning'],
  auth: localLearningAccess(),
  async handler({ params, body, tx, me, now }) {
    const session = me();
    const ll = await requireLocalLearning(tx, params.id, session, ABILITY[body.action]);
    const next = localLearningTransition(body.action, ll.course_status);
    if (!next) throw conflict(`A local learning in status ${ll.course_status} cannot take the action ${body.action}.`);
    if (body.action === 'approve') {
      const failing = (await localLearningChecks(tx, ll, session)).filter((c) => c.validation_status === 'FAIL' && c.message);
      if (failing.length > 0)
        throw new AppError(
          409,
          'CONFLICT',
          `${LOCAL_LEARNING_MESSAGES.notApprovable} ${failing.map((c) => `${c.section}: ${c.message}`).join(' ')}`,
        );
    }
    await tx.query(
      `UPDATE courses SET course_status = $2, submitted_on = CASE WHEN $3::boolean THEN $4::timestamptz ELSE submitted_on END WHERE id = $1`,
      [ll.id, next, body.action === 'submit', now],
    );
    await touchCourse(tx, ll.id, session.personId, now);
    await recordWorkflow(tx, {
      objectType: COURSE_OBJECT_TYPE,
      objectId: ll.id,
      action: body.action,
      from: ll.course_status,
      to: next,
      comment: body.comment ?? null,
      version: ll.version,
      personId: session.personId,
      now,
    });
    return { message: DONE[body.action], course_status: next };
  },
});
