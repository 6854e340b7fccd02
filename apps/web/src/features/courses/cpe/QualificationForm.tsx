import { type CourseResponse, calls } from '@cpe/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFieldArray, useForm } from 'react-hook-form';
import { EmptyState } from '../../../components/page/PageSection.tsx';
import { call } from '../../../lib/call.ts';
import type { CourseLookups, RefLookups } from '../../../lib/reference/lookups.ts';
import { useCourseWrite } from '../api/course-queries.ts';
import type { CpeInfo } from './cpe-api.ts';
import { type QualificationValues, qualificationSchema, qualificationValues, toQualificationsBody } from './qualification-form.ts';

interface Props {
  course: CourseResponse;
  rows: CpeInfo['qualifications'];
  qualifications: CourseLookups['programQualifications'];
  states: RefLookups['states'];
}

/** Edits the program qualifications (PUT /course/qualifications/{id}); the state is required where a jurisdiction is. */
export function QualificationForm({ course, rows, qualifications, states }: Props) {
  const courseId = course.courseHeader.id;
  const needs = (id: number) => qualifications.find((q) => q.id === id)?.needs_jurisdiction ?? false;
  const { register, control, handleSubmit, formState, watch } = useForm<QualificationValues>({
    resolver: zodResolver(qualificationSchema(needs)),
    defaultValues: qualificationValues(rows),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const save = useCourseWrite(courseId, (values: QualificationValues) =>
    call(calls.updateQualifications, { params: { id: courseId }, body: toQualificationsBody(values, needs) }),
  );
  const onSubmit = handleSubmit((values) => save.mutateAsync(values).catch(() => {}));
  const items = watch('items');
  const native = { select: { native: true }, inputLabel: { shrink: true } } as const;

  return (
    <Stack component="form" onSubmit={onSubmit} noValidate spacing={2}>
      {fields.length === 0 && <EmptyState>No program qualifications yet.</EmptyState>}
      {fields.map((row, i) => {
        const errors = formState.errors.items?.[i];
        const takesState = needs(Number(items[i]?.qualification_id));
        return (
          <Stack key={row.id} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
            <TextField
              select
              label={`Qualification ${i + 1}`}
              required
              sx={{ flex: 1 }}
              slotProps={native}
              {...register(`items.${i}.qualification_id`)}
              error={Boolean(errors?.qualification_id)}
              helperText={errors?.qualification_id?.message}
            >
              <option value="">Choose…</option>
              {qualifications.map((q) => (
                <option key={q.id} value={String(q.id)}>
                  {q.name}
                </option>
              ))}
            </TextField>
            <TextField
              select
              label={`State ${i + 1}`}
              required={takesState}
              disabled={!takesState}
              sx={{ flex: 1 }}
              slotProps={native}
              {...register(`items.${i}.state_id`)}
              error={Boolean(errors?.state_id)}
              helperText={errors?.state_id?.message}
            >
              <option value="">{takesState ? 'Choose…' : 'Not needed'}</option>
              {states.map((s) => (
                <option key={s.id} value={String(s.id)}>
                  {s.name}
                </option>
              ))}
            </TextField>
            <IconButton aria-label={`Remove qualification ${i + 1}`} onClick={() => remove(i)} sx={{ mt: 1 }}>
              <DeleteOutlined />
            </IconButton>
          </Stack>
        );
      })}
      <Stack direction="row" spacing={2}>
        <Button startIcon={<Add />} onClick={() => append({ qualification_id: '', state_id: '' })}>
          Add qualification
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save
        </Button>
      </Stack>
    </Stack>
  );
}
