import { CLASS_STATUS_VALUES } from '@cpe/contract';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { PersonPicker } from '../../courses/agenda/PersonPicker.tsx';
import { useCourseLookups } from '../../courses/api/lookups.ts';
import type { ClassSearchCriteria } from './class-search-store.ts';

interface Props {
  criteria: ClassSearchCriteria;
  error: string | null;
  onChange(next: ClassSearchCriteria): void;
  onSearch(): void;
  onClear(): void;
}

const shrink = { inputLabel: { shrink: true } } as const;

/** The class search criteria: text, status, date range, single date, person and course. */
export function ClassSearchForm({ criteria, error, onChange, onSearch, onClear }: Props) {
  const people = useCourseLookups().data?.people ?? [];
  const set = (key: keyof ClassSearchCriteria) => (e: { target: { value: string } }) => onChange({ ...criteria, [key]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Class search"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }, mb: 2 }}
    >
      <TextField
        label="Search"
        value={criteria.search_text}
        onChange={set('search_text')}
        helperText="Class title, class ID, LMS ID or course title"
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        select
        label="Status"
        size="small"
        value={criteria.status}
        onChange={set('status')}
        slotProps={{ select: { native: true }, ...shrink }}
      >
        <option value="">All statuses</option>
        {CLASS_STATUS_VALUES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </TextField>
      <PersonPicker
        label="Person"
        options={people}
        value={criteria.person_id ? Number(criteria.person_id) : null}
        onChange={(id) => onChange({ ...criteria, person_id: id === null ? '' : String(id) })}
      />
      <TextField
        label="Course ID"
        size="small"
        value={criteria.course_id}
        onChange={set('course_id')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        label="Date from"
        type="date"
        size="small"
        value={criteria.date_from}
        onChange={set('date_from')}
        error={Boolean(error)}
        slotProps={shrink}
      />
      <TextField
        label="Date to"
        type="date"
        value={criteria.date_to}
        onChange={set('date_to')}
        error={Boolean(error)}
        helperText={error ?? undefined}
        slotProps={shrink}
      />
      <TextField label="Class date" type="date" size="small" value={criteria.date} onChange={set('date')} slotProps={shrink} />
      <Box sx={{ display: 'flex', gap: 1, gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" startIcon={<Search />}>
          Search
        </Button>
        <Button onClick={onClear}>Clear</Button>
      </Box>
    </Box>
  );
}
