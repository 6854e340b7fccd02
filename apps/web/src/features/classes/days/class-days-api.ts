import { type ClassDayTimes, calls } from '@cpe/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { useClassWrite } from '../api/class-queries.ts';

/** GET /course/class-days/{id}: the days a new class of the course takes (null: no course chosen yet). */
export function useCourseClassDays(courseId: number | null) {
  return useQuery({
    queryKey: ['course-class-days', courseId],
    queryFn: ({ signal }) => call(calls.getCourseClassDays, { params: { id: courseId ?? 0 }, signal }),
    enabled: courseId !== null,
    retry: false,
  });
}

/** PUT /class/days/{id}: every day of the class, day 1 first; the class and everything under its key reload. */
export function useSaveClassDays(classId: number) {
  return useClassWrite(classId, (days: ClassDayTimes[]) => call(calls.updateClassDays, { params: { id: classId }, body: { days } }));
}
