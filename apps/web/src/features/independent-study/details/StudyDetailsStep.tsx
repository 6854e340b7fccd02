import { calls, INDEPENDENT_STUDY_REQUEST_TYPES } from '@cpe/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { nativeSelect } from '../../../components/search/SearchForm.tsx';
import { call } from '../../../lib/call.ts';
import { useRefLookups } from '../../../lib/reference/lookups.ts';
import { useStudyWrite } from '../api/study-queries.ts';
import type { StudyStepProps } from '../workspace/step-props.ts';
import { type StudyDetailsValues, studyDetailsBody, studyDetailsSchema, studyDetailsValues } from './details-form.ts';

/**
 * Independent Study Details (PUT /ind-study/{id}): title, description, learning objectives,
 * request type, agenda type and delivery method. Only its creator edits it, and only in Draft
 * (only its creator, only while Draft): the server's abilities say so, and everyone else reads it.
 */
export default function StudyDetailsStep({ record }: StudyStepProps) {
  const id = record.header.internal_id;
  const editable = record.abilities.edit;
  const values = useMemo(() => studyDetailsValues(record), [record]);
  const { register, handleSubmit, formState } = useForm<StudyDetailsValues>({
    resolver: zodResolver(studyDetailsSchema),
    mode: 'onChange',
    values,
    resetOptions: { keepDirtyValues: true },
  });
  const lookups = useRefLookups();
  const save = useStudyWrite(
    id,
    (after: StudyDetailsValues) => call(calls.updateIndependentStudy, { params: { id }, body: studyDetailsBody(values, after) }),
    'Independent study saved',
  );
  const { errors } = formState;
  const h = record.course.courseHeader;
  // Until the lookups load, the current value is the only choice (a native select drops a value it has no option for).
  const select = (name: 'agenda_type_id' | 'delivery_method_id', label: string, list?: readonly { id: number; name: string }[]) => {
    const currentName = name === 'agenda_type_id' ? h.agenda_type : h.delivery_method;
    const current = values[name] && currentName ? [{ id: Number(values[name]), name: currentName }] : [];
    return (
      <TextField select label={label} disabled={!editable} {...register(name)} slotProps={nativeSelect}>
        <option value="">None</option>
        {(list ?? current).map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.name}
          </option>
        ))}
      </TextField>
    );
  };
  return (
    <PageSection title="Independent Study Details">
      {!editable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Only its creator edits an independent study, and only while it is a Draft.
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        aria-label="Independent Study Details"
        onSubmit={handleSubmit((after) => save.mutateAsync(after).catch(() => {}))}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        <TextField
          label="Title"
          required
          disabled={!editable}
          {...register('title')}
          error={Boolean(errors.title)}
          helperText={errors.title?.message}
        />
        <TextField select label="Request type" required disabled={!editable} {...register('request_type')} slotProps={nativeSelect}>
          {INDEPENDENT_STUDY_REQUEST_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </TextField>
        {select('agenda_type_id', 'Agenda type', lookups.data?.agendaTypes)}
        {select('delivery_method_id', 'Delivery method', lookups.data?.deliveryMethods)}
        {(['description', 'objectives'] as const).map((name) => (
          <TextField
            key={name}
            label={name === 'description' ? 'Description' : 'Learning Objectives'}
            multiline
            minRows={3}
            disabled={!editable}
            sx={{ gridColumn: { md: 'span 2' } }}
            {...register(name)}
            error={Boolean(errors[name])}
            helperText={errors[name]?.message}
          />
        ))}
        {editable && (
          <Box sx={{ gridColumn: { md: 'span 2' } }}>
            <Button type="submit" variant="contained" disabled={!formState.isDirty || save.isPending}>
              Save
            </Button>
          </Box>
        )}
      </Box>
    </PageSection>
  );
}
