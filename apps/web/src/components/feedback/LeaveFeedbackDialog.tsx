import { addFeedbackBody } from '@cpe/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useRecordWrite } from '../../lib/use-record-write.ts';
import { FormDialog } from '../FormDialog.tsx';
import type { FeedbackWrites } from './feedback-writes.ts';

const schema = z.object({ field_identifier: z.string().trim().max(200), feedback_note: addFeedbackBody.shape.feedback_note });
type Values = z.input<typeof schema>;

interface LeaveFeedbackDialogProps {
  writes: FeedbackWrites;
  /** The step's feedback section: its page identifier. */
  page: string;
  open: boolean;
  onClose(): void;
}

/** Leave feedback on a page of a record (the record's `leave` write); the page is the step's feedback section. */
export function LeaveFeedbackDialog({ writes, page, open, onClose }: LeaveFeedbackDialogProps) {
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { field_identifier: '', feedback_note: '' },
  });
  const save = useRecordWrite(
    writes.recordKey,
    (v: Values) => writes.leave(page, { field_identifier: v.field_identifier.trim() || null, feedback_note: v.feedback_note.trim() }),
    { success: 'Feedback saved' },
  );
  const close = () => {
    reset();
    onClose();
  };
  const { errors } = formState;
  return (
    <FormDialog
      open={open}
      title={`Leave feedback on ${page}`}
      submitLabel="Save feedback"
      submitting={save.isPending}
      onClose={close}
      onSubmit={handleSubmit(async (v) => {
        await save.mutateAsync(v).then(close, () => undefined);
      })}
    >
      <TextField
        label="Field (optional)"
        {...register('field_identifier')}
        error={Boolean(errors.field_identifier)}
        helperText={errors.field_identifier?.message ?? 'The field the feedback is about, if any.'}
      />
      <TextField
        label="Feedback"
        required
        multiline
        minRows={3}
        autoFocus
        {...register('feedback_note')}
        error={Boolean(errors.feedback_note)}
        helperText={errors.feedback_note?.message}
      />
    </FormDialog>
  );
}
