import { type CreateReportRunBody, calls, type ReportRun } from '@cpe/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';

/** Background work is polled every second until done. */
export const REPORT_POLL_MS = 1000;
export const REPORT_PAGE_SIZE = 100;

/** GET /reports/filters: offices, fields of study and delivery methods. */
export const useReportFilterOptions = () =>
  useQuery({ queryKey: ['reports', 'filters'], queryFn: ({ signal }) => call(calls.getReportFilterOptions, { signal }) });

/** POST /reports/runs: answers the run id. */
export const createReportRun = (body: CreateReportRunBody) => call(calls.createReportRun, { body });

export interface RunView {
  page: number;
  sort?: string;
  dir: 'asc' | 'desc';
}

/** GET /reports/runs/{id}: polled every second while the job runs, then kept. */
export function useReportRun(id: number | null, view: RunView) {
  return useQuery<ReportRun>({
    queryKey: ['reports', 'run', id, view],
    queryFn: ({ signal }) =>
      call(calls.getReportRun, {
        params: { id: id as number },
        query: { page: view.page, page_size: REPORT_PAGE_SIZE, dir: view.dir, ...(view.sort ? { sort: view.sort } : {}) },
        signal,
      }),
    enabled: id !== null,
    placeholderData: (previous) => previous,
    refetchInterval: (q) => (q.state.data && (q.state.data.status === 'done' || q.state.data.status === 'failed') ? false : REPORT_POLL_MS),
  });
}
