import { type AgendaModule, type CourseResponse, calls, groupByDay } from '@cpe/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../../lib/call.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { courseKey, errorMessage } from '../api/course-queries.ts';
import { modulesOf, orderBody } from './agenda-model.ts';

interface Local {
  /** The course the move was made on: once a newer course arrives, it is the truth again. */
  base: CourseResponse;
  modules: AgendaModule[];
}

/**
 * The agenda order with optimistic moves. A move shows at once (here and in the
 * cached course), then PUT /agendas/order saves it; on failure the previous order
 * comes back and the alert bar says why. Saves run one after another (one scope), and
 * the course is refetched only after the last one, so a quick series of moves never
 * flickers back to an older order.
 */
export function useAgendaOrder(course: CourseResponse) {
  const queryClient = useQueryClient();
  const courseId = course.courseHeader.id;
  const key = courseKey(courseId);
  const mutationKey = ['agenda-order', courseId];
  const [local, setLocal] = useState<Local | null>(null);

  const mutation = useMutation({
    mutationKey,
    scope: { id: `agenda-order-${courseId}` },
    mutationFn: (modules: AgendaModule[]) => call(calls.reorderAgenda, { params: { id: courseId }, body: orderBody(modules) }),
    onError: (error) => showAlert(errorMessage(error), 'error'),
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) <= 1) return queryClient.invalidateQueries({ queryKey: key });
    },
  });

  const modules = local && local.base === course ? local.modules : modulesOf(course);

  function save(next: AgendaModule[]) {
    const previous = queryClient.getQueryData<CourseResponse>(key);
    void queryClient.cancelQueries({ queryKey: key, exact: true });
    const optimistic = previous ? { ...previous, agenda: groupByDay(next) } : null;
    if (optimistic) queryClient.setQueryData(key, optimistic);
    // When the workspace renders the cached course, the next course is the optimistic one.
    setLocal({ base: previous === course && optimistic ? optimistic : course, modules: next });
    mutation.mutate(next, {
      onError: () => {
        if (previous) queryClient.setQueryData(key, previous);
        setLocal(null);
      },
    });
  }

  return { modules, save, saving: mutation.isPending };
}
