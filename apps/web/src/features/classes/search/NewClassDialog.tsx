import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { routePath } from '../../../app/route-table.ts';
import { api } from '../../../lib/api-client.ts';
import { FormDialog } from '../../courses/components/FormDialog.tsx';
import { useTenantTimezone } from '../../reference/use-timezone.ts';
import { showAlert } from '../../shell/alert-store.ts';
import { errorMessage } from '../api/class-queries.ts';

interface Draft {
  course_id: string;
  class_title: string;
  facility: string;
  date: string;
  start_time: string;
  end_time: string;
}

const shrink = { inputLabel: { shrink: true } } as const;

/** The id of the created class, whichever shape POST /class answers with. */
const createdId = (res: { id?: number; classSummary?: { id: number } }) => res.id ?? res.classSummary?.id;

/**
 * 'New class' (holders of CLS046): POST /class with a Finalized course, a title and its
 * first day (more days come with the course agenda's days), then open the class.
 */
export function NewClassDialog({ open, courseId, onClose }: { open: boolean; courseId?: number; onClose(): void }) {
  const navigate = useNavigate();
  const timezone = useTenantTimezone() ?? 'America/New_York';
  const empty: Draft = {
    course_id: courseId ? String(courseId) : '',
    class_title: '',
    facility: '',
    date: '',
    start_time: '09:00',
    end_time: '17:00',
  };
  const [draft, setDraft] = useState<Draft>(empty);
  const set = (key: keyof Draft) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const create = useMutation({
    mutationFn: (d: Draft) =>
      api<{ id?: number; classSummary?: { id: number } }>('POST', '/class', {
        body: {
          course_id: Number(d.course_id),
          class_title: d.class_title.trim(),
          timezone,
          facility: d.facility.trim() || null,
          days: [{ date: d.date, start_time: d.start_time, end_time: d.end_time }],
        },
      }),
    onSuccess: (res) => {
      showAlert('Class created');
      setDraft(empty);
      const id = createdId(res);
      if (id) void navigate(routePath('class-id', { id }));
    },
    onError: (error) => showAlert(errorMessage(error), 'error'),
  });
  const valid = /^\d+$/.test(draft.course_id) && draft.class_title.trim() !== '' && draft.date !== '' && draft.start_time < draft.end_time;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) create.mutate(draft);
  };
  return (
    <FormDialog
      open={open}
      title="New class"
      submitLabel="Create class"
      submitting={create.isPending}
      canSubmit={valid}
      onClose={onClose}
      onSubmit={submit}
    >
      {!courseId && (
        <TextField label="Course ID" required value={draft.course_id} onChange={set('course_id')} helperText="A Finalized course" />
      )}
      <TextField label="Class Title" required autoFocus value={draft.class_title} onChange={set('class_title')} />
      <TextField label="Facility" value={draft.facility} onChange={set('facility')} helperText="VIRTUAL for a virtual class" />
      <TextField label="First day" type="date" required value={draft.date} onChange={set('date')} slotProps={shrink} />
      <TextField label="Start time" type="time" required value={draft.start_time} onChange={set('start_time')} slotProps={shrink} />
      <TextField label="End time" type="time" required value={draft.end_time} onChange={set('end_time')} slotProps={shrink} />
    </FormDialog>
  );
}
