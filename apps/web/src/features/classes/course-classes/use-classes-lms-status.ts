import { CLASS_OBJECT_TYPE, calls, type LoidStatus, STATUS_BY_TYPE_MAX_IDS } from '@cpe/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { call } from '../../../lib/call.ts';
import { pollingInterval } from '../../../lib/poll-until.ts';

/** The newest LMS request of each class, and how many are still with the LMS. */
export interface ClassesLmsStatus {
  byClass: ReadonlyMap<number, LoidStatus>;
  inQueue: number;
}

/** POST /external-requests/status-by-type takes at most 50 learning objects: one call per 50 classes. */
async function loadStatuses(ids: readonly number[], signal: AbortSignal): Promise<ClassesLmsStatus> {
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += STATUS_BY_TYPE_MAX_IDS) chunks.push(ids.slice(i, i + STATUS_BY_TYPE_MAX_IDS));
  const answers = await Promise.all(
    chunks.map((learningObjectIds) =>
      call(calls.statusByType, { body: { learningObjectTypeId: CLASS_OBJECT_TYPE, learningObjectIds }, signal }),
    ),
  );
  const requests = answers.flatMap((a) => a.requests);
  return {
    byClass: new Map(requests.map((r) => [r.learning_object_id, r])),
    inQueue: answers.reduce((sum, a) => sum + a.qty_in_queue, 0),
  };
}

/**
 * The LMS state of a course's classes (POST /external-requests/status-by-type with
 * type 3; "queued status (… qty_in_queue 0)"): asked once, then every second while any
 * class has a request with the LMS; when the last one ends, the classes reload (a
 * certification changes their status).
 */
export function useClassesLmsStatus(courseId: number, classIds: readonly number[]) {
  const queryClient = useQueryClient();
  const ids = [...classIds].sort((a, b) => a - b);
  const status = useQuery({
    queryKey: ['course', courseId, 'classes', 'lms-status', ids],
    queryFn: ({ signal }) => loadStatuses(ids, signal),
    enabled: ids.length > 0,
    refetchInterval: pollingInterval<ClassesLmsStatus>((answer) => answer.inQueue === 0),
  });
  const waiting = useRef(false);
  const inQueue = status.data?.inQueue;
  useEffect(() => {
    if (inQueue === undefined) return;
    if (inQueue > 0) waiting.current = true;
    else if (waiting.current) {
      waiting.current = false;
      void queryClient.invalidateQueries({ queryKey: ['course', courseId, 'classes'], exact: true });
    }
  }, [inQueue, courseId, queryClient]);
  return status;
}
