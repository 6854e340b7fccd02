import type { cpeInfoBody, cpeInfoResponse } from '@cpe/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useCourseResource, useCourseWrite } from '../api/course-queries.ts';

export type CpeInfo = z.infer<typeof cpeInfoResponse>;
export type CpeInfoBody = z.input<typeof cpeInfoBody>;

/** GET /agendas/cpe-info/{id}: CPE information, credits by field of study and program qualifications. */
export const useCpeInfo = (courseId: number) => useCourseResource<CpeInfo>(courseId, 'cpe-info', `/agendas/cpe-info/${courseId}`);

export const useSaveCpeInfo = (courseId: number) =>
  useCourseWrite(courseId, (body: CpeInfoBody) => api('PUT', `/agendas/cpe-info/${courseId}`, { body }));
