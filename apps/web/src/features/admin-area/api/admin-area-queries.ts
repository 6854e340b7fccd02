import { type ChecklistSettingBody, type ChecklistSettingRow, calls, type IrsProgramBody, type IrsReportQuery } from '@cpe/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call.ts';
import { saveDownload } from '../../../lib/save-file.ts';
import { useRecordWrite } from '../../../lib/use-record-write.ts';

/** How often the health check measures again while its page is open. */
export const HEALTH_REFRESH_MS = 5000;

/** GET /admin/health, again every few seconds while the page is open (TanStack stops when it closes). */
export const useHealthCheck = () =>
  useQuery({
    queryKey: ['admin-health'],
    queryFn: ({ signal }) => call(calls.getHealthCheck, { signal }),
    refetchInterval: HEALTH_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

const IRS_KEY = ['admin-irs'] as const;
export const useIrsPrograms = () =>
  useQuery({ queryKey: [...IRS_KEY, 'programs'], queryFn: ({ signal }) => call(calls.listIrsPrograms, { signal }) });
export const useIrsCourses = () =>
  useQuery({ queryKey: [...IRS_KEY, 'courses'], queryFn: ({ signal }) => call(calls.listIrsCourses, { signal }) });
export const useIrsReport = (period: IrsReportQuery | null) =>
  useQuery({
    queryKey: [...IRS_KEY, 'report', period],
    queryFn: ({ signal }) => call(calls.getIrsReport, { query: period as IrsReportQuery, signal }),
    enabled: period !== null,
  });

export const useSaveIrsProgram = () =>
  useRecordWrite(IRS_KEY, (v: { id: number | null; body: IrsProgramBody }) =>
    v.id === null ? call(calls.createIrsProgram, { body: v.body }) : call(calls.updateIrsProgram, { params: { id: v.id }, body: v.body }),
  );

export const downloadIrsReport = (period: IrsReportQuery, format: 'xlsx' | 'csv') =>
  saveDownload('/admin/irs/report/file', { query: { from: period.from, to: period.to, format } });

const VALIDATION_KEY = ['admin-validation'] as const;
export const useChecklistSettings = () =>
  useQuery({ queryKey: VALIDATION_KEY, queryFn: ({ signal }) => call(calls.listChecklistSettings, { signal }) });
/** The switch moves at once; a refused change is rolled back and the grid reloads. */
export const useSetChecklistSetting = () =>
  useRecordWrite(VALIDATION_KEY, (body: ChecklistSettingBody) => call(calls.setChecklistSetting, { body }), {
    optimistic: {
      queryKey: VALIDATION_KEY,
      update: (rows: ChecklistSettingRow[], v: ChecklistSettingBody) =>
        rows.map((r) => (r.offering_type === v.offering_type && r.section === v.section ? { ...r, applies: v.applies } : r)),
    },
  });
