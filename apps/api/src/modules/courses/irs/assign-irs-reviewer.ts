import { endpoints, IRS_CE_APPROVER_ROLE_ID } from '@cpe/contract';
import { invalid } from '../../../platform/errors.ts';
import { defineRoute } from '../../../platform/route.ts';
import { courseAccess, requireCourse, touchCourse } from '../../../shared/course-access.ts';
import { requireIrsWorkflow, rolePeople } from './irs-checks.ts';

export const assignIrsReviewer = defineRoute(endpoints.assignIrsReviewer, {
  summary: 'Assign (or clear) the IRS CE approver of a course, from the common approvers (role 26)',
  tags: ['irs'],
  auth: courseAccess(),
  async handler({ body, tx, me, now }) {
    const course = await requireCourse(tx, body.agendaId, me(), 'edit');
    await requireIrsWorkflow(tx);
    if (body.reviewerId !== null) {
      const approvers = await rolePeople(tx, IRS_CE_APPROVER_ROLE_ID);
      if (!approvers.some((p) => p.id === body.reviewerId))
        throw invalid('body.reviewerId', 'The reviewer must be one of the common IRS CE approvers.');
    }
    await tx.query('UPDATE courses SET irs_reviewer_id = $2, is_irs_ce_approved = false WHERE id = $1', [course.id, body.reviewerId]);
    await touchCourse(tx, course.id, me().personId, now);
    return { message: body.reviewerId === null ? 'IRS CE approver removed' : 'IRS CE approver assigned' };
  },
});
