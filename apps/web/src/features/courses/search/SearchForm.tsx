import { COURSE_STATUS_VALUES } from '@cpe/contract';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { useRefLookups } from '../api/lookups.ts';
import type { CourseSearchCriteria } from './search-store.ts';

interface SearchFormProps {
  criteria: CourseSearchCriteria;
  error: string | null;
  onChange(next: CourseSearchCriteria): void;
  onSearch(): void;
  onClear(): void;
}

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** The course search criteria: text, status, delivery method, agenda type, and the last-updated date range. */
export function SearchForm({ criteria, error, onChange, onSearch, onClear }: SearchFormProps) {
  const lookups = useRefLookups();
  const set = (key: keyof CourseSearchCriteria) => (e: { target: { value: string } }) => onChange({ ...criteria, [key]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Course search"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' }, mb: 2 }}
    >
      <TextField
        label="Search"
        size="small"
        value={criteria.search_text}
        onChange={set('search_text')}
        helperText="Title, course ID, LMS ID or LRT ID"
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField select label="Status" size="small" value={criteria.status} onChange={set('status')} slotProps={nativeSelect}>
        <option value="">All statuses</option>
        {COURSE_STATUS_VALUES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label="Delivery method"
        size="small"
        value={criteria.delivery_method_id}
        onChange={set('delivery_method_id')}
        slotProps={nativeSelect}
      >
        <option value="">All delivery methods</option>
        {lookups.data?.deliveryMethods.map((d) => (
          <option key={d.id} value={String(d.id)}>
            {d.name}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label="Agenda type"
        size="small"
        value={criteria.agenda_type_id}
        onChange={set('agenda_type_id')}
        slotProps={nativeSelect}
      >
        <option value="">All agenda types</option>
        {lookups.data?.agendaTypes.map((a) => (
          <option key={a.id} value={String(a.id)}>
            {a.name}
          </option>
        ))}
      </TextField>
      <TextField
        label="Updated from"
        type="date"
        size="small"
        value={criteria.date_from}
        onChange={set('date_from')}
        error={Boolean(error)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="Updated to"
        type="date"
        size="small"
        value={criteria.date_to}
        onChange={set('date_to')}
        error={Boolean(error)}
        helperText={error ?? undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Box sx={{ display: 'flex', gap: 1, gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" startIcon={<Search />}>
          Search
        </Button>
        <Button onClick={onClear}>Clear</Button>
      </Box>
    </Box>
  );
}
