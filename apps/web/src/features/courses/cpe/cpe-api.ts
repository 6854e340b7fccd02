import { calls, type cpeInfoBody, type cpeInfoResponse } from '@cpe/contract';
import type { z } from 'zod';
import { call } from '../../../lib/call.ts';
import { useCourseResource, useCourseWrite } from '../api/course-queries.ts';

export type CpeInfo = z.infer<typeof cpeInfoResponse>;
export type CpeInfoBody = z.input<typeof cpeInfoBody>;

/** GET /agendas/cpe-info/{id}: CPE information, credits by field of study and program qualifications. */
export const useCpeInfo = (courseId: number) =>
  useCourseResource(courseId, 'cpe-info', (signal) => call(calls.getCpeInfo, { params: { id: courseId }, signal }));

export const useSaveCpeInfo = (courseId: number) =>
  useCourseWrite(courseId, (body: CpeInfoBody) => call(calls.updateCpeInfo, { params: { id: courseId }, body }));
