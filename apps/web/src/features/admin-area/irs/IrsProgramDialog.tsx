import { type IrsProgram, irsProgramBody } from '@cpe/contract';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useIrsCourses, useSaveIrsProgram } from '../api/admin-area-queries.ts';

/** Add or edit an IRS CE program number; the IRS format is checked here and again on the server. */
export function IrsProgramDialog({ program, onClose }: { program: IrsProgram | null; onClose(): void }) {
  const [number, setNumber] = useState(program?.program_number ?? '');
  const [title, setTitle] = useState(program?.title ?? '');
  const [hours, setHours] = useState(program ? String(program.ce_hours) : '');
  const [courseIds, setCourseIds] = useState<number[]>(program?.courses.map((c) => c.id) ?? []);
  const [touched, setTouched] = useState(false);
  const courses = useIrsCourses();
  const save = useSaveIrsProgram();
  const parsed = irsProgramBody.safeParse({
    program_number: number,
    title,
    ce_hours: hours === '' ? Number.NaN : Number(hours),
    course_ids: courseIds,
  });
  const problem = (field: string) =>
    touched && !parsed.success ? parsed.error.issues.find((i) => i.path[0] === field)?.message : undefined;
  const options = courses.data ?? [];
  return (
    <FormDialog
      open
      title={program ? `Edit ${program.program_number}` : 'Add IRS program'}
      submitLabel="Save program"
      submitting={save.isPending}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (parsed.success) save.mutate({ id: program?.id ?? null, body: parsed.data }, { onSuccess: onClose });
      }}
    >
      <TextField
        label="Program number"
        required
        autoFocus
        placeholder="ABCDE-T-00001-24"
        value={number}
        onChange={(e) => setNumber(e.target.value)}
        error={Boolean(problem('program_number'))}
        helperText={problem('program_number') ?? 'Provider id, type (T, U, E, Q or R), 5-digit sequence, 2-digit year'}
      />
      <TextField
        label="Title"
        required
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        error={Boolean(problem('title'))}
        helperText={problem('title')}
      />
      <TextField
        label="CE hours"
        required
        type="number"
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
        value={hours}
        onChange={(e) => setHours(e.target.value)}
        error={Boolean(problem('ce_hours'))}
        helperText={problem('ce_hours')}
      />
      <Autocomplete
        multiple
        options={options.map((c) => c.id)}
        value={courseIds}
        loading={courses.isPending}
        getOptionLabel={(id) => options.find((c) => c.id === id)?.title ?? `Course ${id}`}
        onChange={(_, ids) => setCourseIds(ids)}
        renderInput={(params) => <TextField {...params} label="Courses" helperText="The courses filed under this number" />}
      />
    </FormDialog>
  );
}
