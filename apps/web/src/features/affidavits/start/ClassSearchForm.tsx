import { AOA_CLASS_SEARCH_TYPES, type AoaClassSearchType } from '@cpe/contract';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { nativeSelect } from '../../../components/search/SearchForm.tsx';
import { type ClassSearch, EMPTY_CLASS_SEARCH } from './start-api.ts';

const TYPE_LABELS: Record<AoaClassSearchType, string> = { title: 'Class title', classId: 'Class ID', course: 'Course title' };
const shrink = { inputLabel: { shrink: true } } as const;

/** Why the search cannot be sent (a class id that is no number, dates backwards), or null. */
export function classSearchProblem(search: ClassSearch): string | null {
  if (search.searchType === 'classId' && !/^\d{1,10}$/.test(search.searchString.trim())) return 'Class ID must be a number.';
  if (search.searchStartDate && search.searchEndDate && search.searchStartDate > search.searchEndDate)
    return 'Start date must not be after End date.';
  return null;
}

/** The start screen's class search: search by (title, class id, course), the text, and the class days' date range. */
export function ClassSearchForm({ onSearch }: { onSearch(search: ClassSearch): void }) {
  const [search, setSearch] = useState(EMPTY_CLASS_SEARCH);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof ClassSearch) => (e: { target: { value: string } }) => setSearch({ ...search, [key]: e.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const why = classSearchProblem(search);
    setProblem(why);
    if (!why) onSearch(search);
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Find your class"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }, mb: 2 }}
    >
      <TextField select label="Search by" size="small" value={search.searchType} onChange={set('searchType')} slotProps={nativeSelect}>
        {AOA_CLASS_SEARCH_TYPES.map((t) => (
          <option key={t} value={t}>
            {TYPE_LABELS[t]}
          </option>
        ))}
      </TextField>
      <TextField
        label="Search"
        size="small"
        value={search.searchString}
        onChange={set('searchString')}
        error={Boolean(problem)}
        helperText={problem ?? undefined}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label="Start date"
        type="date"
        size="small"
        value={search.searchStartDate}
        onChange={set('searchStartDate')}
        slotProps={shrink}
      />
      <TextField
        label="End date"
        type="date"
        size="small"
        value={search.searchEndDate}
        onChange={set('searchEndDate')}
        slotProps={shrink}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" startIcon={<Search />}>
          Search classes
        </Button>
      </Box>
    </Box>
  );
}
