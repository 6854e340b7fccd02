import { CLASS_DAY_MESSAGES, CLASS_MESSAGES, type ClassDayTimes, calls, classDaysProblems, newClassDays } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { call } from '../../../lib/call.ts';
import { useRefLookups } from '../../../lib/reference/lookups.ts';
import { useTenantTimezone } from '../../../lib/reference/use-timezone.ts';
import { routePath } from '../../../lib/routes/route-table.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { errorMessage } from '../api/class-queries.ts';
import { ClassDaysFields } from '../days/ClassDaysFields.tsx';
import { useCourseClassDays } from '../days/class-days-api.ts';

interface Draft {
  course_id: string;
  class_title: string;
  facility: string;
  timezone: string;
  days: ClassDayTimes[];
  /** The course whose agenda the days were taken from. */
  daysOf: number | null;
}

/** The id of the created class, whichever shape POST /class answers with. */
/**
 * 'New class' (holders of CLS046): POST /class with a Finalized course, a title, the
 * timezone and a day for each day of the course's agenda (GET /course/class-days): the
 * first date chosen, the others following a day apart, each still editable. Then the
 * class opens.
 */
export function NewClassDialog({ open, courseId, onClose }: { open: boolean; courseId?: number; onClose(): void }) {
  const navigate = useNavigate();
  const tenantZone = useTenantTimezone() ?? 'America/New_York';
  const timezones = useRefLookups(open).data?.timezones ?? [];
  const empty = (): Draft => ({
    course_id: courseId ? String(courseId) : '',
    class_title: '',
    facility: '',
    timezone: tenantZone,
    days: [],
    daysOf: null,
  });
  const [draft, setDraft] = useState<Draft>(empty);
  const chosen = /^\d{1,9}$/.test(draft.course_id) ? Number(draft.course_id) : null;
  const agenda = useCourseClassDays(open ? chosen : null);
  // The course's agenda decides the days until they are edited; a date already chosen stays the first one.
  const course = agenda.data;
  const days = !course || draft.daysOf === course.course_id ? draft.days : newClassDays(course.days, draft.days[0]?.date ?? '');
  const setDays = (next: ClassDayTimes[]) => setDraft((d) => ({ ...d, days: next, daysOf: course?.course_id ?? null }));
  const set = (key: 'course_id' | 'class_title' | 'facility' | 'timezone') => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const create = useMutation({
    mutationFn: (d: Draft & { days: ClassDayTimes[] }) =>
      call(calls.createClass, {
        body: {
          course_id: Number(d.course_id),
          class_title: d.class_title.trim(),
          timezone: d.timezone,
          facility: d.facility.trim() || null,
          days: d.days,
        },
      }),
    onSuccess: (res) => {
      showAlert('Class created');
      setDraft(empty());
      void navigate(routePath('class-id', { id: res.id }));
    },
    onError: (error) => showAlert(errorMessage(error), 'error'),
  });
  const finalized = course?.course_status === 'Finalized';
  const problems = course ? classDaysProblems(days, draft.timezone, course.days.length) : [];
  // A date not chosen yet is marked required, not wrong.
  const shown = problems.filter((p) => !(p.message === CLASS_DAY_MESSAGES.notADate && dateOf(days, p.field) === ''));
  const valid = finalized && draft.class_title.trim() !== '' && days.length > 0 && problems.length === 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) create.mutate({ ...draft, days });
  };
  const zones = timezones.some((t) => t.timezone === draft.timezone)
    ? timezones
    : [{ id: 0, name: draft.timezone, timezone: draft.timezone }, ...timezones];
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
      {course && (
        <Alert severity={finalized ? 'info' : 'warning'}>
          {course.title}: {course.days.length} {course.days.length === 1 ? 'day' : 'days'}
          {finalized ? '' : `. ${CLASS_MESSAGES.agendaNotFinalized}`}
        </Alert>
      )}
      {agenda.isError && <Alert severity="error">{errorMessage(agenda.error)}</Alert>}
      <TextField label="Class Title" required autoFocus value={draft.class_title} onChange={set('class_title')} />
      <TextField label="Facility" value={draft.facility} onChange={set('facility')} helperText="VIRTUAL for a virtual class" />
      <TextField select label="Timezone" required value={draft.timezone} onChange={set('timezone')}>
        {zones.map((t) => (
          <MenuItem key={t.timezone} value={t.timezone}>
            {t.name}
          </MenuItem>
        ))}
      </TextField>
      {course && <ClassDaysFields days={days} problems={shown} timeZone={draft.timezone} onChange={setDays} />}
    </FormDialog>
  );
}

/** The date a 'days.<i>.date' problem is about. */
function dateOf(days: readonly ClassDayTimes[], field: string): string | undefined {
  const match = /^days\.(\d+)\.date$/.exec(field);
  return match ? days[Number(match[1])]?.date : undefined;
}
