import { calls, createCourseBody, MESSAGES } from '@cpe/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { call } from '../../../lib/call.ts';
import { useRefLookups } from '../../../lib/reference/lookups.ts';
import { routePath } from '../../../lib/routes/route-table.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { errorMessage } from '../api/course-queries.ts';

// Course Details requires both (element configuration), so a new course starts with them.
const schema = z.object({
  title: createCourseBody.shape.title,
  agenda_type_id: z.string().min(1, MESSAGES.required),
  delivery_method_id: z.string().min(1, MESSAGES.required),
});
type Values = z.input<typeof schema>;

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** 'New course' (holders of CRS007): POST /course, then open the new Draft course. */
export function NewCourseDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const navigate = useNavigate();
  const lookups = useRefLookups();
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: { title: '', agenda_type_id: '', delivery_method_id: '' },
  });
  const create = useMutation({
    mutationFn: (v: Values) =>
      call(calls.createCourse, {
        body: { title: v.title.trim(), agenda_type_id: Number(v.agenda_type_id), delivery_method_id: Number(v.delivery_method_id) },
      }),
    onSuccess: ({ id }) => {
      showAlert('Course created');
      reset();
      void navigate(routePath('course-id', { id }));
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
      title="New course"
      submitLabel="Create course"
      submitting={create.isPending}
      onClose={close}
      onSubmit={handleSubmit((v) => create.mutate(v))}
    >
      <TextField label="Title" required autoFocus {...register('title')} error={Boolean(errors.title)} helperText={errors.title?.message} />
      <TextField
        select
        label="Agenda type"
        required
        {...register('agenda_type_id')}
        error={Boolean(errors.agenda_type_id)}
        helperText={errors.agenda_type_id?.message}
        slotProps={nativeSelect}
      >
        <option value="">Choose…</option>
        {lookups.data?.agendaTypes.map((a) => (
          <option key={a.id} value={String(a.id)}>
            {a.name}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label="Delivery method"
        required
        {...register('delivery_method_id')}
        error={Boolean(errors.delivery_method_id)}
        helperText={errors.delivery_method_id?.message}
        slotProps={nativeSelect}
      >
        <option value="">Choose…</option>
        {lookups.data?.deliveryMethods.map((d) => (
          <option key={d.id} value={String(d.id)}>
            {d.name}
          </option>
        ))}
      </TextField>
    </FormDialog>
  );
}
