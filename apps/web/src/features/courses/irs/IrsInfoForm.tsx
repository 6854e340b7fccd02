import { type CourseResponse, MESSAGES } from '@cpe/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useSaveIrsInfo } from './irs-api.ts';

/** An IRS CE course needs its IRS program number (the approval checklist asks for it too). */
const irsSchema = z
  .object({ is_irs_ce: z.boolean(), irs_program_number: z.string().max(50) })
  .refine((f) => !f.is_irs_ce || f.irs_program_number.trim() !== '', { path: ['irs_program_number'], message: MESSAGES.required });
type IrsValues = z.infer<typeof irsSchema>;

/** IRS CE Information: whether the course is IRS CE, and its program number (PUT /course/irs-info/{id}). */
export function IrsInfoForm({ course, isIrsCe }: { course: CourseResponse; isIrsCe: boolean }) {
  const editable = course.abilities.edit;
  const { register, control, handleSubmit, formState, watch } = useForm<IrsValues>({
    resolver: zodResolver(irsSchema),
    defaultValues: { is_irs_ce: isIrsCe, irs_program_number: course.cpeDetails.irs_program_number ?? '' },
  });
  const save = useSaveIrsInfo(course.courseHeader.id);
  const onSubmit = handleSubmit((v) =>
    save.mutateAsync({ is_irs_ce: v.is_irs_ce, irs_program_number: v.irs_program_number.trim() || null }).catch(() => {}),
  );
  const { errors } = formState;
  return (
    <Stack component="form" onSubmit={onSubmit} noValidate spacing={2} sx={{ maxWidth: 600 }}>
      <Controller
        control={control}
        name="is_irs_ce"
        render={({ field }) => (
          <FormControlLabel
            label="IRS CE course"
            disabled={!editable}
            control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
          />
        )}
      />
      <TextField
        label="IRS program number"
        required={watch('is_irs_ce')}
        disabled={!editable}
        {...register('irs_program_number')}
        error={Boolean(errors.irs_program_number)}
        helperText={errors.irs_program_number?.message}
      />
      {editable && (
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
          Save
        </Button>
      )}
    </Stack>
  );
}
