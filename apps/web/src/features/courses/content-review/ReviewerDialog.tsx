import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { PersonPicker } from '../../../components/person-picker/PersonPicker.tsx';
import { type Reviewer, useAddReviewer, useUpdateReviewer } from './review-api.ts';
import { addReviewSchema, emptyReview, type ReviewFormValues, reviewFormSchema, reviewValues, toReviewUpdate } from './review-form.ts';

/** Adding a reviewer to a day (never one of `exclude`: the day's developers and reviewers) or editing one. */
export type ReviewerTarget = { mode: 'add'; day: number; exclude: number[] } | { mode: 'edit'; day: number; reviewer: Reviewer };

export function ReviewerDialog({ courseId, target, onClose }: { courseId: number; target: ReviewerTarget; onClose(): void }) {
  const adding = target.mode === 'add';
  const { register, control, handleSubmit, formState } = useForm<ReviewFormValues>({
    resolver: zodResolver(adding ? addReviewSchema : reviewFormSchema),
    defaultValues: adding ? emptyReview : reviewValues(target.reviewer),
  });
  const { errors } = formState;
  const add = useAddReviewer(courseId);
  const update = useUpdateReviewer(courseId);
  const onSubmit = handleSubmit((values) => {
    const saved =
      target.mode === 'add'
        ? add.mutateAsync({ day: target.day, reviewer_id: values.reviewer_id ?? 0, ...toReviewUpdate(values) })
        : update.mutateAsync({ id: target.reviewer.id, body: toReviewUpdate(values) });
    return saved.then(onClose, () => {});
  });
  const date = (name: 'start_date' | 'completion_date', label: string) => (
    <TextField
      type="date"
      label={label}
      sx={{ flex: 1 }}
      slotProps={{ inputLabel: { shrink: true } }}
      {...register(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
    />
  );
  const title = adding ? `Add reviewer to Day ${target.day}` : `Edit reviewer: ${target.reviewer.name}`;

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="reviewer-dialog-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="reviewer-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {target.mode === 'add' && (
              <Controller
                control={control}
                name="reviewer_id"
                render={({ field }) => (
                  <PersonPicker
                    label="Reviewer"
                    required
                    exclude={target.exclude}
                    value={field.value}
                    onChange={(id) => field.onChange(id)}
                    error={errors.reviewer_id?.message}
                  />
                )}
              />
            )}
            <Controller
              control={control}
              name="is_attested"
              render={({ field }) => (
                <FormControlLabel
                  label="Attested"
                  control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                />
              )}
            />
            <Stack direction="row" spacing={2}>
              {date('start_date', 'Start date')}
              {date('completion_date', 'Completion date')}
            </Stack>
            <TextField
              label="Note"
              multiline
              minRows={2}
              {...register('note')}
              error={Boolean(errors.note)}
              helperText={errors.note?.message}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={add.isPending || update.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
