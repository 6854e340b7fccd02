import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import {
  type PersonOption,
  type PersonSearchType,
  SEARCH_DEBOUNCE_MS,
  useDebouncedValue,
  usePeopleByIds,
  usePersonSearch,
} from './person-search.ts';

interface Common {
  label: string;
  /** Who may be chosen: the firm's internal people (default), external users, or both. */
  type?: PersonSearchType;
  /** People never offered (e.g. a day's developers may not review it). */
  exclude?: readonly number[];
  /** Names the caller already has for chosen ids; any other chosen id is looked up (GET /persons/search?ids). */
  known?: readonly PersonOption[];
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
}

const sameId = (a: PersonOption, b: PersonOption) => a.id === b.id;
const label = (p: PersonOption) => p.name;

/**
 * The same array (by identity) while its people are the same. Autocomplete resets the typed
 * text whenever its value is a new object, so a value rebuilt on every render would wipe
 * what the user is typing.
 */
function useStableList(people: PersonOption[]): PersonOption[] {
  const key = JSON.stringify(people.map((p) => [p.id, p.name, p.person_type ?? null]));
  return useMemo(
    () =>
      (JSON.parse(key) as [number, string, PersonOption['person_type'] | null][]).map(([id, name, type]) =>
        type ? { id, name, person_type: type } : { id, name },
      ),
    [key],
  );
}

/**
 * What a picker offers and shows. The server searches as the user types (debounced) and
 * only while the list is open; the chosen people's names come from the caller, from the
 * options they were picked from, or from one look-up by id.
 */
function usePickerPeople(chosenIds: readonly number[], { type = 'internal', exclude, known }: Common) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const search = usePersonSearch(term, type, open);
  const [picked, setPicked] = useState<readonly PersonOption[]>([]);
  const names = new Map<number, PersonOption>();
  for (const p of [...(known ?? []), ...picked]) names.set(p.id, p);
  const lookup = usePeopleByIds(chosenIds.filter((id) => !names.has(id)));
  for (const p of lookup.data ?? []) if (!names.has(p.id)) names.set(p.id, p);
  const chosen = useStableList(chosenIds.map((id) => names.get(id) ?? { id, name: lookup.isPending ? '' : `Person ${id}` }));
  const hidden = new Set([...(exclude ?? []), ...chosenIds]);
  const found = (search.data ?? []).filter((p) => !hidden.has(p.id));
  return {
    chosen,
    // The chosen people stay among the options, so the Autocomplete knows its value.
    options: [...chosen, ...found],
    remember: (people: readonly PersonOption[]) =>
      setPicked((before) => [...before.filter((p) => !people.some((q) => q.id === p.id)), ...people]),
    autocomplete: {
      open,
      onOpen: () => setOpen(true),
      onClose: () => setOpen(false),
      loading: open && (search.isFetching || input.trim() !== term),
      loadingText: 'Searching…',
      noOptionsText: 'No people found',
      // The server filtered already; the typed text never filters again here.
      filterOptions: (x: PersonOption[]) => x,
      // Only what the user types is a search; MUI's own resets (a choice, a blur) start over.
      onInputChange: (_: unknown, value: string, reason: string) => setInput(reason === 'input' ? value : ''),
      getOptionLabel: label,
      getOptionKey: (p: PersonOption) => p.id,
      isOptionEqualToValue: sameId,
    },
  };
}

function PickerInput({ params, common, loading }: { params: AutocompleteRenderInputParams; common: Common; loading: boolean }) {
  const input = params.slotProps.input;
  return (
    <TextField
      {...params}
      label={common.label}
      required={common.required}
      error={Boolean(common.error)}
      helperText={common.error}
      slotProps={{
        ...params.slotProps,
        input: {
          ...input,
          endAdornment: (
            <>
              {loading && <CircularProgress color="inherit" size={18} aria-hidden />}
              {input.endAdornment}
            </>
          ),
        },
      }}
    />
  );
}

/** One person (developer, reviewer, contact, learner, search filter), found by name as the user types. */
export function PersonPicker({
  value,
  onChange,
  ...common
}: Common & { value: number | null; onChange(id: number | null, person: PersonOption | null): void }) {
  const people = usePickerPeople(value === null ? [] : [value], common);
  return (
    <Autocomplete
      {...people.autocomplete}
      options={people.options}
      value={people.chosen[0] ?? null}
      disabled={common.disabled}
      size={common.size}
      onChange={(_, person) => {
        if (person) people.remember([person]);
        onChange(person?.id ?? null, person);
      }}
      renderInput={(params) => <PickerInput params={params} common={common} loading={people.autocomplete.loading} />}
    />
  );
}

/** Several people (instructors). */
export function PeoplePicker({ value, onChange, ...common }: Common & { value: number[]; onChange(ids: number[]): void }) {
  const people = usePickerPeople(value, common);
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      {...people.autocomplete}
      options={people.options}
      value={people.chosen}
      disabled={common.disabled}
      size={common.size}
      onChange={(_, chosen) => {
        people.remember(chosen);
        onChange(chosen.map((p) => p.id));
      }}
      renderInput={(params) => <PickerInput params={params} common={common} loading={people.autocomplete.loading} />}
    />
  );
}
