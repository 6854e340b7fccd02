import { endpoints } from '@cpe/contract';
import { personNameSql } from '../../../db/sql.ts';
import { defineRoute } from '../../../platform/route.ts';
import { courseAccess, loadCourse } from '../../../shared/course-access.ts';

export const getIrsReviewer = defineRoute(endpoints.getIrsReviewer, {
  summary: "The course's IRS CE approver and IRS flags",
  tags: ['irs'],
  auth: courseAccess(),
  async handler({ params, tx, me }) {
    await loadCourse(tx, params.agendaId, me());
    const { rows } = await tx.query<{ id: number | null; name: string | null; is_irs_ce: boolean; is_irs_ce_approved: boolean }>(
      `SELECT p.id, ${personNameSql('p')} AS name, c.is_irs_ce, c.is_irs_ce_approved
         FROM courses c LEFT JOIN persons p ON p.id = c.irs_reviewer_id WHERE c.id = $1`,
      [params.agendaId],
    );
    const r = rows[0] as (typeof rows)[number];
    return {
      approver: r.id === null ? null : { id: r.id, name: r.name ?? '' },
      is_irs_ce: r.is_irs_ce,
      is_irs_ce_approved: r.is_irs_ce_approved,
    };
  },
});
