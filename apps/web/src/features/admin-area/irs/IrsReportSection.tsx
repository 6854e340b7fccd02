import type { IrsReportQuery, IrsReportResponse } from '@cpe/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { downloadIrsReport, useIrsReport } from '../api/admin-area-queries.ts';

type Row = IrsReportResponse['rows'][number];
type Problem = IrsReportResponse['problems'][number];

const year = new Date().getFullYear();
const base: Column<Row>[] = [
  { header: 'First name', cell: (r) => r.first_name },
  { header: 'Last name', cell: (r) => r.last_name },
  { header: 'PTIN', cell: (r) => r.ptin ?? '----' },
  { header: 'Program number', cell: (r) => r.program_number || '----' },
  { header: 'CE hours', cell: (r) => r.ce_hours },
  { header: 'Completion date', cell: (r) => r.completion_date },
];
const problemColumns: Column<Problem>[] = [...(base as Column<Problem>[]), { header: 'Problem', cell: (r) => r.problem }];

/** The per-attendee report providers file with the IRS, for a period, and its upload file. */
export function IrsReportSection() {
  const [from, setFrom] = useState(`${year}-01-01`);
  const [to, setTo] = useState(`${year}-12-31`);
  const [period, setPeriod] = useState<IrsReportQuery | null>(null);
  const report = useIrsReport(period);
  const download = (format: 'xlsx' | 'csv') =>
    period && downloadIrsReport(period, format).catch((err: unknown) => showAlert(errorMessage(err), 'error'));
  return (
    <PageSection title="IRS CE report" level={2}>
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2 }}
        onSubmit={(e) => {
          e.preventDefault();
          setPeriod({ from, to });
        }}
      >
        <TextField
          label="From"
          type="date"
          required
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="To"
          type="date"
          required
          value={to}
          onChange={(e) => setTo(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="contained">
          Run report
        </Button>
      </Stack>
      {period && (
        <QueryView query={report} what="the IRS CE report" loadingLabel="Running the IRS CE report">
          {(r) => (
            <>
              <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
                <Button variant="outlined" onClick={() => download('xlsx')}>
                  Download IRS spreadsheet (XLSX)
                </Button>
                <Button variant="outlined" onClick={() => download('csv')}>
                  Download CSV
                </Button>
              </Stack>
              {r.rows.length === 0 ? (
                <EmptyState>No completions to file in this period.</EmptyState>
              ) : (
                <RecordTable caption="Completions filed" columns={base} rows={r.rows} rowKey={(x) => `${x.person_id}-${x.class_id}`} />
              )}
              {r.problems.length > 0 && (
                <PageSection title={`Problems: ${r.problems.length} not in the file`} level={2}>
                  <RecordTable
                    caption="Completions left out"
                    columns={problemColumns}
                    rows={r.problems}
                    rowKey={(x) => `${x.person_id}-${x.class_id}`}
                  />
                </PageSection>
              )}
            </>
          )}
        </QueryView>
      )}
    </PageSection>
  );
}
