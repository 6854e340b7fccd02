import { calls, completeIndependentStudyBody, PASSING_EXAM_SCORE } from '@cpe/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { call } from '../../../lib/call.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';

/** The form: the score as typed, and the attestation (the contract's message when it is not given). */
const schema = z.object({
  exam_score: z
    .string()
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, 'Enter your score, from 0 to 100.')
    .refine((s) => Number(s) <= 100, 'Enter your score, from 0 to 100.'),
  attest: completeIndependentStudyBody.shape.attest,
});
type Values = z.input<typeof schema>;

export interface CompletableStudy {
  id: number;
  title: string;
}

/**
 * Complete (POST /ind-study/complete/{id}): the learner's final exam score and their
 * attestation. The server records the completion on the study's roster and their transcript;
 * the search and the transcript refresh.
 */
export function CompleteDialog({ study, onClose }: { study: CompletableStudy; onClose(): void }) {
  const queryClient = useQueryClient();
  const { register, control, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { exam_score: '', attest: false as unknown as true },
  });
  const complete = useMutation({
    mutationFn: (v: Values) =>
      call(calls.completeIndependentStudy, { params: { id: study.id }, body: { exam_score: Number(v.exam_score), attest: true } }),
    onSuccess: async (reply) => {
      showAlert(reply.message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['learner-ind-study-search'] }),
        queryClient.invalidateQueries({ queryKey: ['person'] }),
      ]);
      onClose();
    },
    onError: (error) => showAlert(errorMessage(error), 'error'),
  });
  const { errors } = formState;
  return (
    <FormDialog
      open
      title={`Complete: ${study.title}`}
      submitLabel="Complete"
      submitting={complete.isPending}
      onClose={onClose}
      onSubmit={handleSubmit((v) => complete.mutate(v))}
    >
      <Typography variant="body2">{`The final exam is passed with a score of ${PASSING_EXAM_SCORE}% or more.`}</Typography>
      <TextField
        label="Exam score (%)"
        required
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        {...register('exam_score')}
        error={Boolean(errors.exam_score)}
        helperText={errors.exam_score?.message}
      />
      <Controller
        control={control}
        name="attest"
        render={({ field }) => (
          <FormControl error={Boolean(errors.attest)}>
            <FormControlLabel
              control={<Checkbox checked={field.value === true} onChange={(e) => field.onChange(e.target.checked)} />}
              label="I attest that I completed this independent study myself."
            />
            {errors.attest && <FormHelperText>{errors.attest.message}</FormHelperText>}
          </FormControl>
        )}
      />
    </FormDialog>
  );
}
