import { MESSAGES } from '@cpe/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { EmptyState, PageSection } from '../page/PageSection.tsx';
import { type Column, RecordTable } from '../record/RecordTable.tsx';
import { nativeSelect } from '../search/SearchForm.tsx';

/** One external id of a record (CREDENTIAL ID, FOCUS CODE…), as the course and the external CPE request carry them. */
export interface ExternalIdRow {
  id: number;
  id_type: string;
  external_id_value: string;
}

/** What Add sends: the chosen type and the trimmed value. */
export interface NewExternalId<T extends string> {
  type: T;
  value: string;
}

/** Each screen's own words (their tests and their users know them), so they stay as they were. */
export interface ExternalIdsLabels {
  /** The table's caption. */
  caption: string;
  /** Shown when there are none. */
  empty: string;
  /** The add form's accessible name. */
  addForm: string;
  /** The add button. */
  add: string;
  /** Each row's button; its accessible name adds the id ('Delete FOCUS CODE FC-9'). */
  remove: string;
}

interface ExternalIdsSectionProps<T extends string> {
  rows: readonly ExternalIdRow[];
  /** Whether the user may add and remove (the record's edit ability). */
  editable: boolean;
  idTypes: readonly [T, ...T[]];
  labels: ExternalIdsLabels;
  /** The record's write that adds one; the field empties once it succeeded. */
  add: { isPending: boolean; mutateAsync(id: NewExternalId<T>): Promise<unknown> };
  remove: { isPending: boolean; mutate(row: ExternalIdRow): void };
  /**
   * An empty value: 'disable-add' keeps Add disabled until there is one; 'say-required' lets
   * Add be pressed and says 'Required.' under the field.
   */
  emptyValue: 'disable-add' | 'say-required';
}

/** A record's external ids: the list, and for those who edit the record, Add and a remove button a row. */
export function ExternalIdsSection<T extends string>({
  rows,
  editable,
  idTypes,
  labels,
  add,
  remove,
  emptyValue,
}: ExternalIdsSectionProps<T>) {
  const [type, setType] = useState<T>(idTypes[0]);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = value.trim();
    if (emptyValue === 'say-required') setError(trimmed ? null : MESSAGES.required);
    if (trimmed)
      add.mutateAsync({ type, value: trimmed }).then(
        () => setValue(''),
        // The record's write has put the refusal in the alert bar.
        () => {},
      );
  };
  const columns: Column<ExternalIdRow>[] = [
    { header: 'Type', cell: (r) => r.id_type },
    { header: 'Value', cell: (r) => r.external_id_value },
  ];
  if (editable) {
    columns.push({
      header: 'Actions',
      actions: true,
      cell: (r) => (
        <Button
          size="small"
          color="error"
          onClick={() => remove.mutate(r)}
          disabled={remove.isPending}
          aria-label={`${labels.remove} ${r.id_type} ${r.external_id_value}`}
        >
          {labels.remove}
        </Button>
      ),
    });
  }
  return (
    <PageSection title="External IDs" level={2}>
      {rows.length === 0 ? (
        <EmptyState>{labels.empty}</EmptyState>
      ) : (
        <RecordTable caption={labels.caption} columns={columns} rows={rows} rowKey={(r) => r.id} />
      )}
      {editable && (
        <Stack
          component="form"
          noValidate
          aria-label={labels.addForm}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mt: 2 }}
          onSubmit={submit}
        >
          <TextField
            select
            size="small"
            label="ID type"
            value={type}
            onChange={(e) => setType(idTypes.find((t) => t === e.target.value) ?? idTypes[0])}
            slotProps={nativeSelect}
            sx={{ minWidth: 200 }}
          >
            {idTypes.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </TextField>
          <TextField
            size="small"
            label="ID value"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={Boolean(error)}
            helperText={error}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Button type="submit" variant="outlined" disabled={add.isPending || (emptyValue === 'disable-add' && !value.trim())}>
            {labels.add}
          </Button>
        </Stack>
      )}
    </PageSection>
  );
}
