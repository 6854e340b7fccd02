import { endpoints, resolveFeedbackBody } from '@cpe/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { call } from '../../../lib/call.ts';
import { useCourseWrite } from '../api/course-queries.ts';
import type { SummaryItem } from './review-summary.ts';

type Values = z.input<typeof resolveFeedbackBody>;

/** Resolve one feedback item with a resolution note (PUT /agendas/feedback/resolve/{feedbackId}). */
export function ResolveFeedbackDialog({ courseId, item, onClose }: { courseId: number; item: SummaryItem | null; onClose(): void }) {
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    resolver: zodResolver(resolveFeedbackBody),
    mode: 'onChange',
    defaultValues: { resolution_note: '' },
  });
  const resolve = useCourseWrite(
    courseId,
    ({ id, note }: { id: number; note: string }) =>
      call(endpoints.resolveCourseFeedback, { params: { feedbackId: id }, body: { resolution_note: note } }),
    'Feedback resolved',
  );
  const close = () => {
    reset();
    onClose();
  };
  return (
    <FormDialog
      open={item !== null}
      title="Resolve feedback"
      submitLabel="Resolve"
      submitting={resolve.isPending}
      onClose={close}
      onSubmit={handleSubmit(async (v) => {
        if (item?.id === undefined) return;
        await resolve.mutateAsync({ id: item.id, note: v.resolution_note.trim() }).then(close, () => undefined);
      })}
    >
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {item?.note}
      </Typography>
      <TextField
        label="Resolution note"
        required
        multiline
        minRows={2}
        autoFocus
        {...register('resolution_note')}
        error={Boolean(formState.errors.resolution_note)}
        helperText={formState.errors.resolution_note?.message}
      />
    </FormDialog>
  );
}
