import { type CourseResponse, calls, EXTERNAL_ID_TYPES, type externalIdsBody, type externalIdsResponse } from '@cpe/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { call } from '../../../lib/call.ts';
import { courseSubKey, useCourseWrite } from '../api/course-queries.ts';

type ExternalIdType = (typeof EXTERNAL_ID_TYPES)[number];

type ExternalId = z.infer<typeof externalIdsResponse>[number];

/** One call for the three verbs (spec §7): POST /course/external-ids/{id} with methodVerb GET, ADD or DELETE. */
const externalIds = (id: number, body: z.input<typeof externalIdsBody>) => call(calls.courseExternalIds, { params: { id }, body });

/** The course's external ids (CREDENTIAL ID, FOCUS CODE…): list, add, delete. */
export function ExternalIdsSection({ course }: { course: CourseResponse }) {
  const id = course.courseHeader.id;
  const canEdit = course.abilities.edit;
  const list = useQuery({
    queryKey: courseSubKey(id, 'external-ids'),
    queryFn: () => externalIds(id, { methodVerb: 'GET' }),
    placeholderData: course.externalIds,
  });
  const [type, setType] = useState<ExternalIdType>(EXTERNAL_ID_TYPES[0]);
  const [value, setValue] = useState('');
  const add = useCourseWrite(
    id,
    () => externalIds(id, { methodVerb: 'ADD', externalIdType: type, addIdValue: value.trim() }),
    'External id added',
  );
  const remove = useCourseWrite(
    id,
    (row: ExternalId) => externalIds(id, { methodVerb: 'DELETE', deleteId: row.id }),
    'External id deleted',
  );

  const columns: Column<ExternalId>[] = [
    { header: 'Type', cell: (r) => r.id_type },
    { header: 'Value', cell: (r) => r.external_id_value },
  ];
  if (canEdit) {
    columns.push({
      header: 'Actions',
      actions: true,
      cell: (r) => (
        <Button
          size="small"
          color="error"
          onClick={() => remove.mutate(r)}
          disabled={remove.isPending}
          aria-label={`Delete ${r.id_type} ${r.external_id_value}`}
        >
          Delete
        </Button>
      ),
    });
  }
  const rows = list.data ?? [];
  return (
    <PageSection title="External IDs" level={2}>
      {rows.length === 0 ? (
        <EmptyState>No external ids yet.</EmptyState>
      ) : (
        <RecordTable caption="External IDs" columns={columns} rows={rows} rowKey={(r) => r.id} />
      )}
      {canEdit && (
        <Stack
          component="form"
          noValidate
          aria-label="Add external id"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mt: 2 }}
          onSubmit={(e) => {
            e.preventDefault();
            if (value.trim()) add.mutate(undefined, { onSuccess: () => setValue('') });
          }}
        >
          <TextField
            select
            size="small"
            label="ID type"
            value={type}
            onChange={(e) => setType(EXTERNAL_ID_TYPES.find((t) => t === e.target.value) ?? EXTERNAL_ID_TYPES[0])}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 200 }}
          >
            {EXTERNAL_ID_TYPES.map((t) => (
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
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <Button type="submit" variant="outlined" disabled={!value.trim() || add.isPending}>
            Add external id
          </Button>
        </Stack>
      )}
    </PageSection>
  );
}
