import type { CourseResponse } from '@cpe/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { EmptyState } from '../../../components/page/PageSection.tsx';
import { CreditsSummary } from './CreditsSummary.tsx';
import { type CpeInfo, useSaveCpeInfo } from './cpe-api.ts';
import { type CpeFormValues, cpeFormSchema, cpeFormValues, cpeSections, toCpeBody } from './cpe-form.ts';

type CountField =
  | 'polling_events'
  | 'self_study_words'
  | 'self_study_media_minutes'
  | 'self_study_review_questions'
  | 'self_study_exam_questions';

/** The CPE Information form (PUT /agendas/cpe-info/{id}); read-only unless the course may be edited. */
export function CpeInfoForm({ course, info }: { course: CourseResponse; info: CpeInfo }) {
  const courseId = course.courseHeader.id;
  const deliveryMethodId = course.courseHeader.delivery_method_id;
  const sections = cpeSections(deliveryMethodId);
  const editable = course.abilities.edit;
  const { register, control, handleSubmit, formState, watch } = useForm<CpeFormValues>({
    resolver: zodResolver(cpeFormSchema(info.prerequisites_required)),
    defaultValues: cpeFormValues(info),
  });
  const { errors } = formState;
  const save = useSaveCpeInfo(courseId);
  const onSubmit = handleSubmit((values) => save.mutateAsync(toCpeBody(values, deliveryMethodId)).catch(() => {}));
  const polling = Number(watch('polling_events') || 0);

  const countField = (name: CountField, label: string, helper?: string) => (
    <TextField
      label={label}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      {...register(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message ?? helper}
    />
  );

  return (
    <Stack component="form" onSubmit={onSubmit} noValidate spacing={3}>
      <Stack component="fieldset" disabled={!editable} spacing={3} sx={{ border: 0, p: 0, m: 0 }}>
        <Controller
          control={control}
          name="credit_increment"
          render={({ field }) => (
            <FormControl>
              <FormLabel id="credit-increment-label">Credit increment</FormLabel>
              <RadioGroup row aria-labelledby="credit-increment-label" {...field}>
                <FormControlLabel value="0.2" control={<Radio />} label="0.2 (fifths)" disabled={!editable} />
                <FormControlLabel value="0.5" control={<Radio />} label="0.5 (halves)" disabled={!editable} />
              </RadioGroup>
            </FormControl>
          )}
        />
        <TextField
          label="Prerequisites"
          multiline
          minRows={2}
          required={info.prerequisites_required}
          {...register('prerequisites')}
          error={Boolean(errors.prerequisites)}
          helperText={errors.prerequisites?.message ?? 'One prerequisite per line, e.g. Basic individual tax knowledge'}
        />
        <Controller
          control={control}
          name="engagement_measure_ids"
          render={({ field }) => (
            <FormControl component="fieldset">
              <FormLabel component="legend">Engagement measures</FormLabel>
              {info.engagement_measures.length === 0 && <EmptyState>No engagement measures for this delivery method.</EmptyState>}
              <FormGroup>
                {info.engagement_measures.map((m) => (
                  <FormControlLabel
                    key={m.id}
                    label={m.name}
                    disabled={!editable}
                    control={
                      <Checkbox
                        checked={field.value.includes(m.id)}
                        onChange={(e) =>
                          field.onChange(e.target.checked ? [...field.value, m.id] : field.value.filter((id) => id !== m.id))
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
            </FormControl>
          )}
        />
        {sections.polling &&
          countField(
            'polling_events',
            'Polling events',
            `Over the internet: at least ${info.polling_events_required} polling events (three per credit)${polling < info.polling_events_required ? ' — not yet met' : ''}.`,
          )}
        {sections.wordCount && (
          <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }}>
            {countField('self_study_words', 'Words')}
            {countField('self_study_media_minutes', 'Audio/video minutes')}
            {countField('self_study_review_questions', 'Review questions')}
            {countField('self_study_exam_questions', 'Final exam questions')}
          </Stack>
        )}
      </Stack>
      <section aria-labelledby="cpe-credits-heading">
        <Typography component="h2" variant="h6" id="cpe-credits-heading">
          Credits summary
        </Typography>
        <CreditsSummary credits={info.credits} caption="Credits summary" />
      </section>
      {editable && (
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
          Save
        </Button>
      )}
    </Stack>
  );
}
