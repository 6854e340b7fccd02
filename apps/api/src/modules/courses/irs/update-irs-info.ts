import { endpoints } from '@cpe/contract';
import { forbidden } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { courseAccess, loadCourse, requireCourse, touchCourse } from '../../../shared/course-access.ts';
import { requireIrsWorkflow } from './irs-checks.ts';

export const updateIrsInfo = defineRoute(endpoints.updateIrsInfo, {
  summary: 'IRS CE information: is_irs_ce and the IRS program number; only the assigned approver sets is_irs_ce_approved',
  tags: ['irs'],
  auth: courseAccess(),
  async handler({ params, body, tx, me, now }) {
    await requireIrsWorkflow(tx);
    const session = me();
    // The course's editors set the IRS CE information; only the assigned approver approves it.
    const editsInfo = body.is_irs_ce !== undefined || body.irs_program_number !== undefined;
    const course = editsInfo ? await requireCourse(tx, params.id, session, 'edit') : await loadCourse(tx, params.id, session);
    if (body.is_irs_ce_approved !== undefined) {
      const { rows } = await tx.query<{ irs_reviewer_id: number | null }>('SELECT irs_reviewer_id FROM courses WHERE id = $1', [course.id]);
      if (rows[0]?.irs_reviewer_id !== session.personId) throw forbidden('Only the assigned IRS CE approver may approve.');
    }
    await tx.query(
      `UPDATE courses SET is_irs_ce = coalesce($2, is_irs_ce),
              irs_program_number = CASE WHEN $3 THEN $4 ELSE irs_program_number END,
              is_irs_ce_approved = coalesce($5, is_irs_ce_approved)
        WHERE id = $1`,
      [
        course.id,
        body.is_irs_ce ?? null,
        body.irs_program_number !== undefined,
        body.irs_program_number || null,
        body.is_irs_ce_approved ?? null,
      ],
    );
    await touchCourse(tx, course.id, session.personId, now);
    return { message: 'IRS CE information saved' };
  },
});
