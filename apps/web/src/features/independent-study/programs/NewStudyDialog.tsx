import { calls, createIndependentStudyBody, INDEPENDENT_STUDY_REQUEST_TYPES } from '@cpe/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { nativeSelect } from '../../../components/search/SearchForm.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { call } from '../../../lib/call.ts';
import { routePath } from '../../../lib/routes/route-table.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';

const schema = z.object({ title: createIndependentStudyBody.shape.title, request_type: createIndependentStudyBody.shape.request_type });
type Values = z.input<typeof schema>;

/** 'New independent study' in a program (POST /ind-study): a Draft QAS self study of its creator, opened at once. */
export function NewStudyDialog({ programId, open, onClose }: { programId: number; open: boolean; onClose(): void }) {
  const navigate = useNavigate();
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { title: '', request_type: INDEPENDENT_STUDY_REQUEST_TYPES[0] },
  });
  const create = useMutation({
    mutationFn: (v: Values) => call(calls.createIndependentStudy, { body: { program_id: programId, ...v, title: v.title.trim() } }),
    onSuccess: ({ id }) => {
      showAlert('Independent study created');
      reset();
      void navigate(routePath('independentstudy-id', { id }));
    },
    onError: (error) => showAlert(errorMessage(error), 'error'),
  });
  const close = () => {
    reset();
    onClose();
  };
  const { errors } = formState;
  return (
    <FormDialog
      open={open}
      title="New independent study"
      submitLabel="Create independent study"
      submitting={create.isPending}
      onClose={close}
      onSubmit={handleSubmit((v) => create.mutate(v))}
    >
      <TextField label="Title" required autoFocus {...register('title')} error={Boolean(errors.title)} helperText={errors.title?.message} />
      <TextField select label="Request type" required {...register('request_type')} slotProps={nativeSelect}>
        {INDEPENDENT_STUDY_REQUEST_TYPES.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </TextField>
    </FormDialog>
  );
}
