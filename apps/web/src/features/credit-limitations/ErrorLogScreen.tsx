import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { LoadingSpinner } from '../../components/page/LoadingSpinner.tsx';
import { EmptyState, PageSection } from '../../components/page/PageSection.tsx';
import { errorMessage } from '../../lib/api-errors.ts';
import { saveDownload } from '../../lib/save-file.ts';
import { showAlert } from '../../lib/shell/alert-store.ts';
import { type LogFilters, useCreditLimitationLog, useCreditLimitations } from './api/credit-limitation-queries.ts';

const EMPTY = { learner: '', classTitle: '', ruleId: '', from: '', to: '' };

/** The form's text as the search's filters: empty fields are left out. */
function toFilters(form: typeof EMPTY): LogFilters {
  const filters: LogFilters = {};
  if (form.learner.trim()) filters.learner = form.learner.trim();
  if (form.classTitle.trim()) filters.classTitle = form.classTitle.trim();
  if (form.ruleId) filters.ruleId = Number(form.ruleId);
  if (form.from) filters.from = form.from;
  if (form.to) filters.to = form.to;
  return filters;
}

/**
 * /accadmin/errorlog: each time a credit limitation cut a learner's credits at certification,
 * searchable by learner, class, rule and date; pages of 50 by keyset; CSV of the search.
 */
export default function ErrorLogScreen() {
  const [form, setForm] = useState(EMPTY);
  const [filters, setFilters] = useState<LogFilters>({});
  // The cursors of the pages before this one, so Previous goes back.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const log = useCreditLimitationLog(filters, cursors.at(-1));
  const rules = useCreditLimitations();
  const search = (e: FormEvent) => {
    e.preventDefault();
    setFilters(toFilters(form));
    setCursors([undefined]);
  };
  const exportCsv = () => {
    const query = Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, String(v)]));
    saveDownload('/accadmin/credit-limitation-log/export', { query }).catch((error) => showAlert(errorMessage(error), 'error'));
  };
  const field = (key: keyof typeof EMPTY, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      size="small"
      value={form[key]}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      slotProps={type === 'date' ? { inputLabel: { shrink: true } } : undefined}
    />
  );
  return (
    <PageSection title="Credit Limitation Error Log">
      <Stack
        component="form"
        onSubmit={search}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        aria-label="Search the error log"
      >
        {field('learner', 'Learner name')}
        {field('classTitle', 'Class title')}
        <TextField
          select
          size="small"
          label="Rule"
          value={form.ruleId}
          onChange={(e) => setForm({ ...form, ruleId: e.target.value })}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">Any rule</MenuItem>
          {(rules.data?.rules ?? []).map((r) => (
            <MenuItem key={r.id} value={String(r.id)}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
        {field('from', 'From', 'date')}
        {field('to', 'To', 'date')}
        <Button type="submit" variant="contained">
          Search
        </Button>
        <Button onClick={exportCsv}>Export CSV</Button>
      </Stack>
      {log.isError && <EmptyState>{errorMessage(log.error)}</EmptyState>}
      {log.data === undefined ? (
        !log.isError && <LoadingSpinner label="Loading the error log" />
      ) : log.data.rows.length === 0 ? (
        <EmptyState>No credit limitation cuts match.</EmptyState>
      ) : (
        <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Table size="small" aria-label="Credit limitation cuts">
            <TableHead>
              <TableRow>
                <TableCell>When</TableCell>
                <TableCell>Learner</TableCell>
                <TableCell>Class</TableCell>
                <TableCell>Rule</TableCell>
                <TableCell>Credits removed</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {log.data.rows.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{new Date(r.cut_at).toLocaleString()}</TableCell>
                  <TableCell>{r.learner}</TableCell>
                  <TableCell>{r.class_title}</TableCell>
                  <TableCell>{r.rule}</TableCell>
                  <TableCell>{r.amount}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Stack direction="row" spacing={1}>
        <Button disabled={cursors.length < 2} onClick={() => setCursors(cursors.slice(0, -1))}>
          Previous page
        </Button>
        <Button disabled={!log.data?.next} onClick={() => setCursors([...cursors, log.data?.next ?? undefined])}>
          Next page
        </Button>
      </Stack>
    </PageSection>
  );
}
