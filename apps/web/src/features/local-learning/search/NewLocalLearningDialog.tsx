import { calls, LOCAL_LEARNING_MESSAGES } from '@cpe/contract';
import { useNavigate } from 'react-router';
import { NewRecordDialog } from '../../../components/NewRecordDialog.tsx';
import { call } from '../../../lib/call.ts';
import { routePath } from '../../../lib/routes/route-table.ts';
import { LocalLearningFields } from '../details/LocalLearningFields.tsx';
import { EMPTY_VALUES, localLearningSchema } from '../details/ll-form.ts';

/**
 * 'New local learning' (holders of LLP057, LLP056 or LLP063, as POST /locallearning): title,
 * agenda type, delivery method, start and end ('YYYY-MM-DD HH:mm'); the server creates it in
 * Draft with its class, and the new local learning opens.
 */
export function NewLocalLearningDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const navigate = useNavigate();
  return (
    <NewRecordDialog
      open={open}
      onClose={onClose}
      title="New local learning"
      submitLabel="Create local learning"
      schema={localLearningSchema}
      mode="onChange"
      defaultValues={EMPTY_VALUES}
      create={(v) =>
        call(calls.createLocalLearning, {
          body: {
            title: v.title.trim(),
            agenda_type_id: Number(v.agenda_type_id),
            delivery_method_id: Number(v.delivery_method_id),
            start: v.start.trim(),
            end: v.end.trim(),
          },
        })
      }
      created={LOCAL_LEARNING_MESSAGES.created}
      onCreated={(id) => void navigate(routePath('locallearning-id', { id }))}
    >
      {({ register, errors }) => <LocalLearningFields register={register} errors={errors} autoFocus />}
    </NewRecordDialog>
  );
}
