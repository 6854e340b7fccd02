import { type AgendaModule, calls } from '@cpe/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { PeoplePicker, PersonPicker } from '../../../components/person-picker/PersonPicker.tsx';
import { call } from '../../../lib/call.ts';
import type { CourseLookups, RefLookups } from '../../../lib/reference/lookups.ts';
import { useCourseWrite } from '../api/course-queries.ts';
import { AllocationsField } from './AllocationsField.tsx';
import { type ModuleFormValues, moduleFormSchema, moduleValues, newModuleValues, toModuleBody } from './module-form.ts';

const modulePeople = (m: AgendaModule) => [
  ...(m.developer_id !== null && m.developer_name ? [{ id: m.developer_id, name: m.developer_name }] : []),
  ...m.instructors.map((i) => ({ id: i.person_id, name: i.name })),
];

/** What the dialog edits: a new module at the end of a day (a day past the last opens a new day), or an existing one. */
export type ModuleDialogTarget =
  | { mode: 'add'; day: number; dayModules: readonly AgendaModule[]; newDay: boolean }
  | { mode: 'edit'; module: AgendaModule };

interface Props {
  courseId: number;
  target: ModuleDialogTarget;
  refs: RefLookups;
  lookups: CourseLookups;
  onClose(): void;
}

/** Add or edit a module (POST /agendas/module/{courseId}, PUT /agendas/module/{moduleId}). */
export function ModuleDialog({ courseId, target, refs, lookups, onClose }: Props) {
  const defaults = target.mode === 'add' ? newModuleValues(target.dayModules) : moduleValues(target.module);
  // The module's own people have names already: the pickers need not look them up.
  const known = target.mode === 'edit' ? modulePeople(target.module) : [];
  const { register, control, handleSubmit, formState, watch } = useForm<ModuleFormValues>({
    resolver: zodResolver(moduleFormSchema),
    defaultValues: defaults,
  });
  // A module that earns no credit (Lunch, Break) is not asked for fields of study.
  const creditQualified = watch('is_credit_qualified');
  const { errors } = formState;
  const save = useCourseWrite(
    courseId,
    (values: ModuleFormValues) => {
      if (target.mode === 'add') return call(calls.addModule, { params: { id: courseId }, body: toModuleBody(values, target.day) });
      const { day: _day, ...body } = toModuleBody(values, target.module.day);
      return call(calls.updateModule, { params: { id: target.module.module_id }, body });
    },
    target.mode === 'add' ? 'Module added' : undefined,
  );
  const onSubmit = handleSubmit((values) => save.mutateAsync(values).then(onClose, () => {}));
  const title =
    target.mode === 'edit'
      ? `Edit module: ${target.module.title}`
      : target.newDay
        ? `Add module on a new day (Day ${target.day})`
        : `Add module to Day ${target.day}`;

  const select = (name: 'module_type_id' | 'knowledge_level_id', label: string, options: readonly { id: number; name: string }[]) => (
    <TextField select label={label} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} {...register(name)}>
      <option value="">None</option>
      {options.map((o) => (
        <option key={o.id} value={String(o.id)}>
          {o.name}
        </option>
      ))}
    </TextField>
  );
  const time = (name: 'start_time' | 'end_time', label: string) => (
    <TextField
      type="time"
      label={label}
      required
      sx={{ flex: 1 }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
      {...register(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
    />
  );

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="module-dialog-title">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="module-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label="Title" required {...register('title')} error={Boolean(errors.title)} helperText={errors.title?.message} />
            {select('module_type_id', 'Module Type', lookups.moduleTypes)}
            {select('knowledge_level_id', 'Knowledge Level', refs.knowledgeLevels)}
            <Stack direction="row" spacing={2}>
              {time('start_time', 'Start Time')}
              {time('end_time', 'End Time')}
            </Stack>
            <Controller
              control={control}
              name="is_credit_qualified"
              render={({ field }) => (
                <FormControlLabel
                  label="Credit qualified"
                  control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} />}
                />
              )}
            />
            {creditQualified && <AllocationsField control={control} register={register} errors={errors} fields={refs.fieldsOfStudy} />}
            <Controller
              control={control}
              name="developer_id"
              render={({ field }) => (
                <PersonPicker label="Developer" known={known} value={field.value} onChange={(id) => field.onChange(id)} />
              )}
            />
            <Controller
              control={control}
              name="instructor_ids"
              render={({ field }) => <PeoplePicker label="Instructors" known={known} value={field.value} onChange={field.onChange} />}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
