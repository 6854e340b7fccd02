import { type CourseResponse, calls } from '@cpe/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { call } from '../../../lib/call.ts';
import { useRefLookups } from '../../../lib/reference/lookups.ts';
import { useCourseWrite } from '../api/course-queries.ts';
import { type DetailValues, detailBody, detailSchema, detailValues, type ShownField, shownFields } from './details-form.ts';

/**
 * The main fields of Course Details (PUT /course/{id}). The server's element states
 * decide which fields show, which are required and which may be edited.
 */
export function CourseDetailsForm({ course }: { course: CourseResponse }) {
  const id = course.courseHeader.id;
  const fields = useMemo(() => shownFields(course), [course]);
  const values = useMemo(() => detailValues(course.courseHeader), [course.courseHeader]);
  const schema = useMemo(() => detailSchema(fields), [fields]);
  const { register, handleSubmit, formState } = useForm<DetailValues>({
    resolver: zodResolver(schema) as never,
    mode: 'onChange',
    values,
    // A refetch (say, after feedback was left) must not wipe what is being typed.
    resetOptions: { keepDirtyValues: true },
  });
  const lookups = useRefLookups();
  const save = useCourseWrite(
    id,
    (body: Record<string, unknown>) => call(calls.updateCourse, { params: { id }, body }),
    'Course details saved',
  );
  const editable = fields.some((f) => f.editable);
  const { errors } = formState;

  const options = (f: ShownField) => {
    const list = f.kind === 'agendaType' ? lookups.data?.agendaTypes : lookups.data?.deliveryMethods;
    const current = {
      id: Number(values[f.key]),
      name: f.kind === 'agendaType' ? course.courseHeader.agenda_type : course.courseHeader.delivery_method,
    };
    // Until the lookups load, the current value is the only choice.
    const all = list ?? (values[f.key] ? [current] : []);
    return [
      <option key="" value="">
        {f.required ? 'Choose…' : 'None'}
      </option>,
      ...all.map((o) => (
        <option key={o.id} value={String(o.id)}>
          {o.name}
        </option>
      )),
    ];
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Course Details"
      onSubmit={handleSubmit((after) => {
        const body = detailBody(fields, values, after);
        if (Object.keys(body).length > 0) save.mutate(body);
      })}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      {fields.map((f) => {
        const select = f.kind === 'agendaType' || f.kind === 'deliveryMethod';
        return (
          <TextField
            key={f.key}
            label={f.shownLabel}
            required={f.required}
            disabled={!f.editable}
            select={select}
            multiline={f.kind === 'multiline'}
            minRows={f.kind === 'multiline' ? 3 : undefined}
            sx={{ gridColumn: f.kind === 'multiline' ? { md: 'span 2' } : undefined }}
            {...register(f.key)}
            error={Boolean(errors[f.key])}
            helperText={errors[f.key]?.message}
            slotProps={select ? { select: { native: true }, inputLabel: { shrink: true } } : undefined}
          >
            {select ? options(f) : undefined}
          </TextField>
        );
      })}
      {editable && (
        <Box sx={{ gridColumn: { md: 'span 2' } }}>
          <Button type="submit" variant="contained" disabled={!formState.isDirty || save.isPending}>
            Save
          </Button>
        </Box>
      )}
    </Box>
  );
}
