import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { PersonOption } from '../api/lookups.ts';

interface Common {
  label: string;
  options: readonly PersonOption[];
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
}

/** One person from the firm's internal people (developer, reviewer). */
export function PersonPicker({ value, onChange, ...common }: Common & { value: number | null; onChange(id: number | null): void }) {
  const selected = common.options.find((p) => p.id === value) ?? null;
  return (
    <Autocomplete
      options={common.options}
      value={selected}
      disabled={common.disabled}
      getOptionLabel={(p) => p.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, person) => onChange(person?.id ?? null)}
      renderInput={(params) => (
        <TextField {...params} label={common.label} required={common.required} error={Boolean(common.error)} helperText={common.error} />
      )}
    />
  );
}

/** Several people (instructors). */
export function PeoplePicker({ value, onChange, ...common }: Common & { value: number[]; onChange(ids: number[]): void }) {
  const selected = common.options.filter((p) => value.includes(p.id));
  return (
    <Autocomplete
      multiple
      options={common.options}
      value={selected}
      disabled={common.disabled}
      getOptionLabel={(p) => p.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_, people) => onChange(people.map((p) => p.id))}
      renderInput={(params) => <TextField {...params} label={common.label} error={Boolean(common.error)} helperText={common.error} />}
    />
  );
}
