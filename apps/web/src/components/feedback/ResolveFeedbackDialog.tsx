import { resolveFeedbackBody } from '@cpe/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useRecordWrite } from '../../lib/use-record-write.ts';
import { FormDialog } from '../FormDialog.tsx';
import type { FeedbackWrites } from './feedback-writes.ts';
import type { SummaryItem } from './review-summary.ts';

type Values = z.input<typeof resolveFeedbackBody>;

/** Resolve one feedback item with a resolution note (the record's `resolve` write). */
export function ResolveFeedbackDialog({ writes, item, onClose }: { writes: FeedbackWrites; item: SummaryItem | null; onClose(): void }) {
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    resolver: zodResolver(resolveFeedbackBody),
    mode: 'onChange',
    defaultValues: { resolution_note: '' },
  });
  const resolve = useRecordWrite(writes.recordKey, ({ id, note }: { id: number; note: string }) => writes.resolve(id, note), {
    success: 'Feedback resolved',
  });
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
