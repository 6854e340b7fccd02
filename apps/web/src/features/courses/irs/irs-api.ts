import { IRS_CE_APPROVER_ROLE_ID, type irsInfoBody, type irsReviewerResponse, type rolePeopleResponse } from '@cpe/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useCourseResource, useCourseWrite } from '../api/course-queries.ts';

export type IrsReviewer = z.infer<typeof irsReviewerResponse>;
export type IrsInfoBody = z.input<typeof irsInfoBody>;
type RolePeople = z.infer<typeof rolePeopleResponse>;

/** GET /course/irs-program/reviewer/{agendaId}: the assigned IRS CE approver and the IRS flags. */
export const useIrsReviewer = (courseId: number) =>
  useCourseResource<IrsReviewer>(courseId, 'irs-reviewer', `/course/irs-program/reviewer/${courseId}`);

/** GET /roles/people/26: the common IRS CE approvers (spec §6). */
export function useCommonApprovers() {
  return useQuery({
    queryKey: ['role-people', IRS_CE_APPROVER_ROLE_ID],
    queryFn: ({ signal }) => api<RolePeople>('GET', `/roles/people/${IRS_CE_APPROVER_ROLE_ID}`, { signal }),
  });
}

export const useSaveIrsInfo = (courseId: number) =>
  useCourseWrite(courseId, (body: IrsInfoBody) => api('PUT', `/course/irs-info/${courseId}`, { body }));

export const useAssignApprover = (courseId: number) =>
  useCourseWrite(courseId, (reviewerId: number | null) =>
    api('PUT', '/course/irs-program/reviewer/assign', { body: { agendaId: courseId, reviewerId } }),
  );
