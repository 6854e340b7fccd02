import { calls, createProgramBody } from '@cpe/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { call } from '../../../lib/call.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { PROGRAM_SEARCH_KEY } from '../api/program-queries.ts';

const schema = z.object({ title: createProgramBody.shape.title });
type Values = z.input<typeof schema>;

/** 'New program' (POST /alt-programs): the caller submits it and owns it; the new program is selected. */
export function NewProgramDialog({ open, onClose, onCreated }: { open: boolean; onClose(): void; onCreated(id: number): void }) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, reset } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { title: '' } });
  const create = useMutation({
    mutationFn: (v: Values) => call(calls.createProgram, { body: { title: v.title.trim() } }),
    onSuccess: async ({ id }) => {
      showAlert('Program created');
      reset();
      await queryClient.invalidateQueries({ queryKey: [PROGRAM_SEARCH_KEY] });
      onCreated(id);
    },
    onError: (error) => showAlert(errorMessage(error), 'error'),
  });
  const close = () => {
    reset();
    onClose();
  };
  return (
    <FormDialog
      open={open}
      title="New program"
      submitLabel="Create program"
      submitting={create.isPending}
      onClose={close}
      onSubmit={handleSubmit((v) => create.mutate(v))}
    >
      <TextField
        label="Title"
        required
        autoFocus
        {...register('title')}
        error={Boolean(formState.errors.title)}
        helperText={formState.errors.title?.message}
      />
    </FormDialog>
  );
}
