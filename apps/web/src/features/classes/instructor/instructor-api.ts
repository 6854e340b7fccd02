import { calls } from '@cpe/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** A class segment (GET /class/segments/{id}): a class day's agenda module with its times and instructors. */
export interface ClassSegment {
  day: number;
  date: string;
  module_id: number;
  title: string;
  start_time: string;
  end_time: string;
  is_credit_qualified: boolean;
  instructors: { person_id: number; name: string }[];
}

/** A class id the server could hold; anything else is a class that is not there. */
export { validRecordId as validClassId } from '../../../lib/record-id.ts';

/** GET /class/{id}, under the key the class workspace uses; 404 when the instructor does not teach it. */
export function useClass(classId: number, enabled = true) {
  return useQuery({
    queryKey: ['class', classId],
    queryFn: ({ signal }) => call(calls.getClass, { params: { id: classId }, signal }),
    enabled,
  });
}

export function useSegments(classId: number) {
  return useQuery({
    queryKey: ['class', classId, 'segments'],
    queryFn: ({ signal }) => call(calls.getClassSegments, { params: { id: classId }, signal }),
  });
}
