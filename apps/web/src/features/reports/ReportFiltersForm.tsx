import {
  type CreateReportRunBody,
  REPORT_FILTERS,
  REPORT_INTERVALS,
  REPORT_KINDS,
  REPORT_STATUSES,
  REPORT_TITLES,
  type ReportFilterOptions,
  type ReportFilters,
  type ReportKind,
} from '@cpe/contract';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';

type FilterKey = keyof ReportFilters;
type Draft = Partial<Record<FilterKey, string>>;

const LABELS: Record<FilterKey, string> = {
  from: 'From',
  to: 'To',
  as_of: 'As of',
  office: 'Office',
  field_of_study_id: 'Field of study',
  delivery_method_id: 'Delivery method',
  status: 'Status',
  interval: 'Period length',
};
const NUMERIC: FilterKey[] = ['field_of_study_id', 'delivery_method_id'];
const DATES: FilterKey[] = ['from', 'to', 'as_of'];

/** The filled filters of the chosen report, as the API takes them (ids as numbers). */
function toFilters(report: ReportKind, draft: Draft): ReportFilters {
  const filters: Record<string, string | number> = {};
  for (const key of REPORT_FILTERS[report]) {
    const value = draft[key]?.trim();
    if (value) filters[key] = NUMERIC.includes(key) ? Number(value) : value;
  }
  return filters as ReportFilters;
}

/** Choose a report and its filters, then Run. */
export function ReportFiltersForm({
  options,
  busy,
  onRun,
}: {
  options: ReportFilterOptions | undefined;
  busy: boolean;
  onRun: (body: CreateReportRunBody) => void;
}) {
  const [report, setReport] = useState<ReportKind>('credits');
  const [draft, setDraft] = useState<Draft>({});
  const set = (key: FilterKey) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onRun({ report, filters: toFilters(report, draft) });
  };
  const choices = (key: FilterKey): { value: string; label: string }[] | null => {
    if (key === 'status') return (REPORT_STATUSES[report] ?? []).map((s) => ({ value: s, label: s }));
    if (key === 'interval') return REPORT_INTERVALS.map((i) => ({ value: i, label: i[0]?.toUpperCase() + i.slice(1) }));
    if (key === 'office') return (options?.offices ?? []).map((o) => ({ value: o, label: o }));
    if (key === 'field_of_study_id') return (options?.fields_of_study ?? []).map((f) => ({ value: String(f.id), label: f.name }));
    if (key === 'delivery_method_id') return (options?.delivery_methods ?? []).map((m) => ({ value: String(m.id), label: m.name }));
    return null;
  };
  return (
    <Stack component="form" onSubmit={submit} spacing={2} aria-label="Report filters">
      <TextField
        select
        label="Report"
        value={report}
        onChange={(e) => setReport(e.target.value as ReportKind)}
        slotProps={{ select: { inputProps: { 'data-testid': 'report-kind' } } }}
      >
        {REPORT_KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {REPORT_TITLES[k]}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {REPORT_FILTERS[report].map((key) => {
          const list = choices(key);
          const id = `report-filter-${key}`;
          if (DATES.includes(key))
            return (
              <TextField
                key={key}
                id={id}
                type="date"
                label={LABELS[key]}
                value={draft[key] ?? ''}
                onChange={set(key)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            );
          return (
            <TextField key={key} id={id} select label={LABELS[key]} value={draft[key] ?? ''} onChange={set(key)} sx={{ minWidth: 200 }}>
              <MenuItem value="">{key === 'interval' ? 'Year' : 'Any'}</MenuItem>
              {(list ?? []).map((c) => (
                <MenuItem key={c.value} value={c.value}>
                  {c.label}
                </MenuItem>
              ))}
            </TextField>
          );
        })}
      </Stack>
      <div>
        <Button type="submit" variant="contained" disabled={busy}>
          Run
        </Button>
      </div>
    </Stack>
  );
}
