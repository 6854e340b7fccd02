import type { UserSearchType } from '@cpe/contract';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { nativeSelect } from '../../../components/search/SearchForm.tsx';
import { TYPE_LABELS, type UserSearchCriteria } from './user-search-store.ts';

interface Props {
  criteria: UserSearchCriteria;
  /** The person types the caller administers ('both' only with both). */
  choices: readonly UserSearchType[];
  onChange(next: UserSearchCriteria): void;
  onSearch(): void;
  onClear(): void;
}

/** The criteria: the start of a name, e-mail or display id, and the person type (caption 'Person Type'). */
export function UserSearchForm({ criteria, choices, onChange, onSearch, onClear }: Props) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="User search"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, mb: 2 }}
    >
      <TextField
        label="Search"
        size="small"
        value={criteria.search_text}
        onChange={(e) => onChange({ ...criteria, search_text: e.target.value })}
        helperText="First name, last name, first and last name, e-mail or display id"
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        select
        label="Person Type"
        size="small"
        value={choices.includes(criteria.type) ? criteria.type : (choices[0] ?? '')}
        onChange={(e) => onChange({ ...criteria, type: e.target.value as UserSearchType })}
        slotProps={nativeSelect}
      >
        {choices.map((t) => (
          <option key={t} value={t}>
            {TYPE_LABELS[t]}
          </option>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1, gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" startIcon={<Search />}>
          Search
        </Button>
        <Button onClick={onClear}>Clear</Button>
      </Box>
    </Box>
  );
}
