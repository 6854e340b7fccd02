import { calls, type feedbackItem } from '@cpe/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/call.ts';
import { useRecordWrite } from '../../../lib/use-record-write.ts';

/** The error helpers every feature shares; the course steps take them from here. */
export { errorMessage, isForbidden, isNotFound } from '../../../lib/api-errors.ts';

/**
 * Query keys of the course workspace, agreed with the step screens: ['course', id] is
 * GET /course/{id}; each sub-resource lives under it as ['course', id, name]
 * ('feedback', 'validation', 'history', 'versions', 'audit', 'external-ids', …), so
 * invalidating ['course', id] after a write refreshes the header, the steps and all of them.
 */
export const courseKey = (courseId: number) => ['course', courseId] as const;
export const courseSubKey = (courseId: number, name: string) => ['course', courseId, name] as const;

export type CourseFeedbackItem = z.infer<typeof feedbackItem>;

/** GET /course/{id}: header, CPE details, agenda, external ids, abilities, steps and element states. */
export function useCourse(courseId: number, enabled = true) {
  return useQuery({
    queryKey: courseKey(courseId),
    queryFn: ({ signal }) => call(calls.getCourse, { params: { id: courseId }, signal }),
    enabled,
  });
}

/** GET /agendas/feedback/{id}: every feedback item of the course; the step icons and the Review Summary read it. */
export function useCourseFeedback(courseId: number, enabled = true) {
  return useQuery({
    queryKey: courseSubKey(courseId, 'feedback'),
    queryFn: ({ signal }) => call(calls.listCourseFeedback, { params: { id: courseId }, signal }),
    enabled,
  });
}

/** One GET of a course's sub-resource, e.g. ('versions', (signal) => call(calls.listCourseVersions, { params: { id: 7 }, signal })). */
export function useCourseResource<T>(courseId: number, name: string, load: (signal: AbortSignal) => Promise<T>, enabled = true) {
  return useQuery({
    queryKey: courseSubKey(courseId, name),
    queryFn: ({ signal }) => load(signal),
    enabled,
  });
}

/** A write on the course (useRecordWrite): the outcome goes to the alert bar; on success the course and all under its key refetch. */
export const useCourseWrite = <V>(courseId: number, write: (variables: V) => Promise<unknown>, success?: string) =>
  useRecordWrite(courseKey(courseId), write, { success });
