import { calls, SEGMENTS_LOAD_DELAY_MS } from '@cpe/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { call } from '../../../lib/call.ts';
import { useClass } from './class-queries.ts';

/** Segments are kept outside ['class', id], so a class reload does not refetch them at once. */
export const segmentsKey = (classId: number) => ['class-segments', classId] as const;

/**
 * GET /class/segments/{id}, reloaded SEGMENTS_LOAD_DELAY_MS (3500 ms) after each
 * reload of the class info: a sync or a details change first settles on the server.
 */
export function useClassSegments(classId: number) {
  const queryClient = useQueryClient();
  const { dataUpdatedAt } = useClass(classId);
  const first = useRef<number | null>(null);
  useEffect(() => {
    if (!dataUpdatedAt) return;
    if (first.current === null) {
      first.current = dataUpdatedAt;
      return;
    }
    if (dataUpdatedAt === first.current) return;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: segmentsKey(classId) }), SEGMENTS_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dataUpdatedAt, classId, queryClient]);
  return useQuery({
    queryKey: segmentsKey(classId),
    queryFn: ({ signal }) => call(calls.getClassSegments, { params: { id: classId }, signal }),
  });
}
