import { COURSE_OBJECT_TYPE, endpoints, independentStudyTransition, PASSED_APPROVAL_SECTION } from '@cpe/contract';
import { conflict } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { courseSnapshot, validateCourseRecord } from '../courses/index.ts';
import { recordWorkflow } from '../learning-objects/index.ts';
import { requireStudy, studyAccess } from './study-access.ts';

const DONE = {
  submit: 'Independent study submitted for signoff',
  return: 'Independent study returned to Draft',
  finalize: 'Independent study finalized',
  notApprove: 'Independent study closed as Not Approved',
} as const;

/**
 * Moves an independent study (contract independentStudyTransition): submit (Draft → Pending
 * Signoff, by its creator; sets submitted_on), return (→ Draft), finalize (→ Finalized, only
 * when the approval checklist passes, NASBA's self-study minimums included; the version is
 * kept readable), notApprove (→ Not Approved, which ends it).
 */
export const independentStudyWorkflow = defineRoute(endpoints.independentStudyWorkflow, {
  summary:
    'Submit, return, finalize or close Not Approved an independent study; the server checks the transition, who acts and the checklist',
  tags: ['independent study'],
  auth: studyAccess(),
  async handler({ params, body, tx, me, now }) {
    const session = me();
    const study = await requireStudy(tx, params.id, session, body.action);
    const next = independentStudyTransition(body.action, study.course_status);
    if (!next) throw conflict(`An independent study in status ${study.course_status} cannot be moved by ${body.action}.`);
    if (body.action === 'finalize') {
      const failing = (await validateCourseRecord(tx, study)).filter(
        (c) => c.validation_status === 'FAIL' && c.section !== PASSED_APPROVAL_SECTION,
      );
      if (failing.length > 0)
        throw conflict(`The independent study cannot be finalized: ${failing.map((c) => `${c.section}: ${c.message}`).join(' ')}`);
      await tx.query("UPDATE courses SET course_status = 'Finalized', finalization_date = $2::date WHERE id = $1", [
        study.id,
        now.toISOString().slice(0, 10),
      ]);
      const snapshot = await courseSnapshot(tx, { ...study, course_status: 'Finalized' }, session);
      await tx.query(
        `INSERT INTO course_versions (course_id, version, snapshot, finalized_at, finalized_by) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (tenant_id, course_id, version) DO NOTHING`,
        [study.id, study.version, JSON.stringify(snapshot), now, session.personId],
      );
    } else {
      const submitted = body.action === 'submit' ? ', submitted_on = $3' : '';
      await tx.query(
        `UPDATE courses SET course_status = $2${submitted} WHERE id = $1`,
        body.action === 'submit' ? [study.id, next, now] : [study.id, next],
      );
    }
    await tx.query('UPDATE courses SET updated_at = $2, updated_by = $3 WHERE id = $1', [study.id, now, session.personId]);
    await recordWorkflow(tx, {
      objectType: COURSE_OBJECT_TYPE,
      objectId: study.id,
      action: body.action,
      from: study.course_status,
      to: next,
      comment: body.comment ?? null,
      version: study.version,
      personId: session.personId,
      now,
    });
    return { message: DONE[body.action], course_status: next };
  },
});
