import { calls, MESSAGES } from '@cpe/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { nativeSelect } from '../../../components/search/SearchForm.tsx';
import { call } from '../../../lib/call.ts';
import { type ExternalCpeResponse, useEcpWrite } from '../api/ecp-queries.ts';

type Row = ExternalCpeResponse['externalIds'][number];
const ID_TYPES = ['FOCUS CODE', 'CREDENTIAL ID', 'LEGACY ID'] as const;

/**
 * The request's external ids (PUT /requests/ext-cpe/update/details, spec §7: ADD and DELETE
 * with externalIdMethodVerb); listed for everyone who sees the request, changed by those who edit it.
 */
export function ExternalIdsSection({ request }: { request: ExternalCpeResponse }) {
  const requestId = request.header.internal_id;
  const editable = request.abilities.canEdit;
  const [type, setType] = useState<(typeof ID_TYPES)[number]>('FOCUS CODE');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useEcpWrite(
    requestId,
    () =>
      call(calls.updateExternalCpeExternalIds, {
        body: { requestId, externalIdMethodVerb: 'ADD', externalIdType: type, externalId: value.trim() },
      }),
    'External id added',
  );
  const remove = useEcpWrite(
    requestId,
    (id: number) => call(calls.updateExternalCpeExternalIds, { body: { requestId, externalIdMethodVerb: 'DELETE', externalId: id } }),
    'External id removed',
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(value.trim() ? null : MESSAGES.required);
    if (value.trim())
      add.mutateAsync(undefined).then(
        () => setValue(''),
        () => {},
      );
  };
  const columns: Column<Row>[] = [
    { header: 'Type', cell: (r) => r.id_type },
    { header: 'Value', cell: (r) => r.external_id_value },
    ...(editable
      ? [
          {
            header: 'Actions',
            actions: true,
            cell: (r: Row) => (
              <Button
                size="small"
                color="error"
                disabled={remove.isPending}
                onClick={() => remove.mutate(r.id)}
                aria-label={`Remove ${r.id_type} ${r.external_id_value}`}
              >
                Remove
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <PageSection title="External IDs" level={2}>
      {request.externalIds.length === 0 ? (
        <EmptyState>No external ids.</EmptyState>
      ) : (
        <RecordTable caption="External ids" columns={columns} rows={request.externalIds} rowKey={(r) => r.id} />
      )}
      {editable && (
        <Box
          component="form"
          aria-label="Add an external id"
          noValidate
          onSubmit={submit}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}
        >
          <TextField
            select
            size="small"
            label="ID type"
            value={type}
            onChange={(e) => setType(e.target.value as (typeof ID_TYPES)[number])}
            slotProps={nativeSelect}
          >
            {ID_TYPES.map((t) => (
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
          <Button type="submit" variant="outlined" disabled={add.isPending}>
            Add
          </Button>
        </Box>
      )}
    </PageSection>
  );
}
