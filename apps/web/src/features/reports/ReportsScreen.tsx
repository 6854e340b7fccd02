import { type CreateReportRunBody, REPORT_TITLES } from '@cpe/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { EmptyState, PageSection } from '../../components/page/PageSection.tsx';
import { errorMessage } from '../../lib/api-errors.ts';
import { saveFile } from '../../lib/save-file.ts';
import { showAlert } from '../../lib/shell/alert-store.ts';
import { createReportRun, REPORT_PAGE_SIZE, type RunView, useReportFilterOptions, useReportRun } from './api/report-queries.ts';
import { ReportFiltersForm } from './ReportFiltersForm.tsx';
import { ReportTable } from './ReportTable.tsx';

// The chart library is loaded only once a run has a chart to draw.
const ReportChart = lazy(() => import('./ReportChart.tsx'));

/** /reports: choose a report and filters, run it (a job; progress polled every second), read the table and chart, download. */
export default function ReportsScreen() {
  const options = useReportFilterOptions();
  const [runId, setRunId] = useState<number | null>(null);
  const [starting, setStarting] = useState(false);
  const [view, setView] = useState<RunView>({ page: 1, dir: 'asc' });
  const run = useReportRun(runId, view);
  const data = run.data?.id === runId ? run.data : undefined;

  const start = async (body: CreateReportRunBody) => {
    setStarting(true);
    try {
      const { id } = await createReportRun(body);
      setView({ page: 1, dir: 'asc' });
      setRunId(id);
    } catch (error) {
      showAlert(errorMessage(error), 'error');
    } finally {
      setStarting(false);
    }
  };
  const download = async (kind: 'csv' | 'xlsx') => {
    try {
      await saveFile(`/reports/runs/${runId}/${kind}`);
    } catch (error) {
      showAlert(errorMessage(error), 'error');
    }
  };
  const sortBy = (key: string) => setView((v) => ({ page: 1, sort: key, dir: v.sort === key && v.dir === 'asc' ? 'desc' : 'asc' }));
  const running = runId !== null && (!data || data.status === 'queued' || data.status === 'running');
  const title = data ? REPORT_TITLES[data.report] : 'Report';

  return (
    <>
      <PageSection title="Reports">
        <ReportFiltersForm options={options.data} busy={starting || running} onRun={start} />
      </PageSection>
      {runId !== null && (
        <PageSection title={title} level={2}>
          {running && (
            <Box role="status" aria-live="polite" data-testid="report-progress">
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <LinearProgress
                  variant="determinate"
                  value={data?.progress ?? 0}
                  aria-label="Report progress"
                  sx={{ height: 5, flexGrow: 1 }}
                />
                <Typography variant="body2">{`${data?.progress ?? 0}%`}</Typography>
              </Stack>
            </Box>
          )}
          {data?.status === 'failed' && <Typography color="error">{data.error ?? 'The report could not be computed'}</Typography>}
          {data?.status === 'done' && (
            <Stack spacing={2}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Button variant="outlined" onClick={() => download('csv')}>
                  Download CSV
                </Button>
                <Button variant="outlined" onClick={() => download('xlsx')}>
                  Download XLSX
                </Button>
              </Stack>
              {data.total_rows === 0 ? (
                <EmptyState>No rows match these filters.</EmptyState>
              ) : (
                <>
                  {data.chart && (
                    <Suspense fallback={<Typography variant="body2">Loading chart…</Typography>}>
                      <ReportChart chart={data.chart} />
                    </Suspense>
                  )}
                  <ReportTable
                    caption={`${title} (${data.total_rows} rows)`}
                    columns={data.columns}
                    rows={data.rows}
                    sort={view.sort}
                    dir={view.dir}
                    onSort={sortBy}
                  />
                  {data.total_rows > REPORT_PAGE_SIZE && (
                    <Pagination
                      count={Math.ceil(data.total_rows / REPORT_PAGE_SIZE)}
                      page={view.page}
                      onChange={(_, page) => setView((v) => ({ ...v, page }))}
                      aria-label="Report pages"
                    />
                  )}
                </>
              )}
            </Stack>
          )}
        </PageSection>
      )}
    </>
  );
}
