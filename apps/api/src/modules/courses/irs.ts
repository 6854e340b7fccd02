import {
  agendaIdParams,
  assignIrsReviewerBody,
  COURSE_ACCESS_CODES,
  courseIdParams,
  IRS_CE_APPROVER_ROLE_ID,
  irsInfoBody,
  irsReviewerResponse,
  okBody,
  roleIdParams,
  rolePeopleResponse,
} from '@cpe/contract';
import { personNameSql } from '../../db/sql.ts';
import type { Queryable } from '../../db/types.ts';
import { allow } from '../../platform/authorize.ts';
import { forbidden, invalid, notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { loadTenantSettings } from '../reference/tenant-settings.ts';
import { courseAccess, loadCourse, requireCourse, touchCourse } from './course-access.ts';

async function rolePeople(tx: Queryable, roleId: number) {
  const { rows } = await tx.query<{ id: number; name: string }>(
    `SELECT p.id, ${personNameSql('p')} AS name FROM person_roles pr JOIN persons p ON p.id = pr.person_id
      WHERE pr.role_id = $1 ORDER BY p.name_primary_last, p.name_primary_first`,
    [roleId],
  );
  return rows;
}

export const listRolePeople = defineRoute({
  method: 'GET',
  url: '/roles/people/:roleId',
  summary: 'The people holding a role; role 26 lists the common IRS CE approvers',
  tags: ['roles and permissions'],
  auth: allow.anyOf(...COURSE_ACCESS_CODES, 'HPT013', 'HPT023'),
  schema: { params: roleIdParams, response: rolePeopleResponse },
  async handler({ params, tx }) {
    const { rows } = await tx.query('SELECT 1 FROM roles WHERE id = $1', [params.roleId]);
    if (rows.length === 0) throw notFound('Role not found');
    return rolePeople(tx, params.roleId);
  },
});

export const getIrsReviewer = defineRoute({
  method: 'GET',
  url: '/course/irs-program/reviewer/:agendaId',
  summary: "The course's IRS CE approver and IRS flags",
  tags: ['irs'],
  auth: courseAccess(),
  schema: { params: agendaIdParams, response: irsReviewerResponse },
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

async function requireIrsWorkflow(tx: Queryable): Promise<void> {
  const s = await loadTenantSettings(tx, ['irsCeWorkflowEnabled']);
  if (s.irsCeWorkflowEnabled !== true) throw forbidden('The IRS CE workflow is not enabled for this firm.');
}

export const assignIrsReviewer = defineRoute({
  method: 'PUT',
  url: '/course/irs-program/reviewer/assign',
  summary: 'Assign (or clear) the IRS CE approver of a course, from the common approvers (role 26)',
  tags: ['irs'],
  auth: courseAccess(),
  schema: { body: assignIrsReviewerBody, response: okBody },
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

export const updateIrsInfo = defineRoute({
  method: 'PUT',
  url: '/course/irs-info/:id',
  summary: 'IRS CE information: is_irs_ce and the IRS program number; only the assigned approver sets is_irs_ce_approved',
  tags: ['irs'],
  auth: courseAccess(),
  schema: { params: courseIdParams, body: irsInfoBody, response: okBody },
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
