import { calls, IRS_CE_APPROVER_ROLE_ID, type irsInfoBody, type irsReviewerResponse } from '@cpe/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/call.ts';
import { useCourseResource, useCourseWrite } from '../api/course-queries.ts';

export type IrsReviewer = z.infer<typeof irsReviewerResponse>;
export type IrsInfoBody = z.input<typeof irsInfoBody>;

/** GET /course/irs-program/reviewer/{agendaId}: the assigned IRS CE approver and the IRS flags. */
export const useIrsReviewer = (courseId: number) =>
  useCourseResource(courseId, 'irs-reviewer', (signal) => call(calls.getIrsReviewer, { params: { agendaId: courseId }, signal }));

/** GET /roles/people/26: the common IRS CE approvers. */
export function useCommonApprovers() {
  return useQuery({
    queryKey: ['role-people', IRS_CE_APPROVER_ROLE_ID],
    queryFn: ({ signal }) => call(calls.listRolePeople, { params: { roleId: IRS_CE_APPROVER_ROLE_ID }, signal }),
  });
}

export const useSaveIrsInfo = (courseId: number) =>
  useCourseWrite(courseId, (body: IrsInfoBody) => call(calls.updateIrsInfo, { params: { id: courseId }, body }));

export const useAssignApprover = (courseId: number) =>
  useCourseWrite(courseId, (reviewerId: number | null) => call(calls.assignIrsReviewer, { body: { agendaId: courseId, reviewerId } }));
