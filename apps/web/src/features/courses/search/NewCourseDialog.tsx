import { calls, createCourseBody, MESSAGES } from '@cpe/contract';
import TextField from '@mui/material/TextField';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { NewRecordDialog } from '../../../components/NewRecordDialog.tsx';
import { call } from '../../../lib/call.ts';
import { useRefLookups } from '../../../lib/reference/lookups.ts';
import { routePath } from '../../../lib/routes/route-table.ts';

// Course Details requires both (element configuration), so a new course starts with them.
const schema = z.object({
  title: createCourseBody.shape.title,
  agenda_type_id: z.string().min(1, MESSAGES.required),
  delivery_method_id: z.string().min(1, MESSAGES.required),
});

const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** 'New course' (holders of CRS007): POST /course, then open the new Draft course. */
export function NewCourseDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const navigate = useNavigate();
  const lookups = useRefLookups();
  return (
    <NewRecordDialog
      open={open}
      onClose={onClose}
      title="New course"
      submitLabel="Create course"
      schema={schema}
      mode="onChange"
      defaultValues={{ title: '', agenda_type_id: '', delivery_method_id: '' }}
      create={(v) =>
        call(calls.createCourse, {
          body: { title: v.title.trim(), agenda_type_id: Number(v.agenda_type_id), delivery_method_id: Number(v.delivery_method_id) },
        })
      }
      created="Course created"
      onCreated={(id) => void navigate(routePath('course-id', { id }))}
      titleField
    >
      {({ register, errors }) => (
        <>
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
        </>
      )}
    </NewRecordDialog>
  );
}
