import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { FormEvent, ReactNode } from 'react';
import { PersonPicker } from '../person-picker/PersonPicker.tsx';
import type { PersonSearchType } from '../person-picker/person-search.ts';
import type { DateRangeLabels, SearchCriteria } from './search-criteria.ts';

/** Binds a text or select field to one criterion: `onChange={set('course_id')}`. */
export type SetCriterion<C> = (key: keyof C & string) => (e: { target: { value: string } }) => void;

export interface SearchFormProps<C extends SearchCriteria> {
  /** The form's accessible name ("Course search"). */
  name: string;
  criteria: C;
  error: string | null;
  onChange(next: C): void;
  onSearch(): void;
  onClear(): void;
  /** What the search text matches, under the field. */
  searchHelp: string;
  /** The status filter's choices, after "All statuses". */
  statuses: readonly string[];
  dateLabels: DateRangeLabels;
  /** The single date field's label; without it the screen has no single date. */
  dateLabel?: string;
  /** The person filter; without it the screen has none. */
  person?: { label: string; type?: PersonSearchType };
  /** The screen's own fields, after status and person. */
  extraFields?(set: SetCriterion<C>): ReactNode;
  /** Fields per row on wide screens. */
  columns: number;
}

export const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;
const shrink = { inputLabel: { shrink: true } } as const;

/**
 * The criteria form of the search screens: search text, status, person, the
 * screen's own fields, the date range and a single date, then Search and Clear.
 */
export function SearchForm<C extends SearchCriteria>(props: SearchFormProps<C>) {
  const { criteria, error, onChange } = props;
  const set: SetCriterion<C> = (key) => (e) => onChange({ ...criteria, [key]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSearch();
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={props.name}
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: `repeat(${props.columns}, 1fr)` }, mb: 2 }}
    >
      <TextField
        label="Search"
        size="small"
        value={criteria.search_text}
        onChange={set('search_text')}
        helperText={props.searchHelp}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField select label="Status" size="small" value={criteria.status} onChange={set('status')} slotProps={nativeSelect}>
        <option value="">All statuses</option>
        {props.statuses.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </TextField>
      {props.person && (
        <PersonPicker
          label={props.person.label}
          type={props.person.type}
          size="small"
          value={criteria.person_id ? Number(criteria.person_id) : null}
          onChange={(id) => onChange({ ...criteria, person_id: id === null ? '' : String(id) })}
        />
      )}
      {props.extraFields?.(set)}
      <TextField
        label={props.dateLabels.from}
        type="date"
        size="small"
        value={criteria.date_from}
        onChange={set('date_from')}
        error={Boolean(error)}
        slotProps={shrink}
      />
      <TextField
        label={props.dateLabels.to}
        type="date"
        size="small"
        value={criteria.date_to}
        onChange={set('date_to')}
        error={Boolean(error)}
        helperText={error ?? undefined}
        slotProps={shrink}
      />
      {props.dateLabel !== undefined && (
        <TextField label={props.dateLabel} type="date" size="small" value={criteria.date ?? ''} onChange={set('date')} slotProps={shrink} />
      )}
      <Box sx={{ display: 'flex', gap: 1, gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" startIcon={<Search />}>
          Search
        </Button>
        <Button onClick={props.onClear}>Clear</Button>
      </Box>
    </Box>
  );
}
