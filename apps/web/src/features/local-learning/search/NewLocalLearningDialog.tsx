import { calls, LOCAL_LEARNING_MESSAGES } from '@cpe/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { call } from '../../../lib/call.ts';
import { routePath } from '../../../lib/routes/route-table.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { LocalLearningFields } from '../details/LocalLearningFields.tsx';
import { EMPTY_VALUES, type LocalLearningValues, localLearningSchema } from '../details/ll-form.ts';

/**
 * 'New local learning' (holders of LLP057, LLP056 or LLP063, as POST /locallearning): title,
 * agenda type, delivery method, start and end ('YYYY-MM-DD HH:mm'); the server creates it in
 * Draft with its class, and the new local learning opens.
 */
export function NewLocalLearningDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const navigate = useNavigate();
  const { register, handleSubmit, formState, reset } = useForm<LocalLearningValues>({
    resolver: zodResolver(localLearningSchema),
    mode: 'onChange',
    defaultValues: EMPTY_VALUES,
  });
  const create = useMutation({
    mutationFn: (v: LocalLearningValues) =>
      call(calls.createLocalLearning, {
        body: {
          title: v.title.trim(),
          agenda_type_id: Number(v.agenda_type_id),
          delivery_method_id: Number(v.delivery_method_id),
          start: v.start.trim(),
          end: v.end.trim(),
        },
      }),
    onSuccess: ({ id }) => {
      showAlert(LOCAL_LEARNING_MESSAGES.created);
      reset();
      void navigate(routePath('locallearning-id', { id }));
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
      title="New local learning"
      submitLabel="Create local learning"
      submitting={create.isPending}
      onClose={close}
      onSubmit={handleSubmit((v) => create.mutate(v))}
    >
      <LocalLearningFields register={register} errors={formState.errors} autoFocus />
    </FormDialog>
  );
}
