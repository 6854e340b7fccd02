import { calls } from '@cpe/contract';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { PersonPicker } from '../../../components/person-picker/PersonPicker.tsx';
import { call } from '../../../lib/call.ts';
import { useVendedWrite } from '../api/vc-queries.ts';
import { type CompletionValues, completionSchema, localToday } from './completion-form.ts';

/**
 * Record completion (POST /vendedcontent/completion/{id}): the learner (any person of the
 * firm, internal or external) and the day they completed it. The server puts them on the
 * delivery class's roster and writes their transcript from the agenda's credits.
 */
export function RecordCompletionDialog({ id, onClose }: { id: number; onClose(): void }) {
  const today = localToday();
  const [values, setValues] = useState<CompletionValues>({ person_id: null, completed_on: today });
  const [errors, setErrors] = useState<Partial<Record<keyof CompletionValues, string>>>({});
  const record = useVendedWrite(
    id,
    (body: { person_id: number; completed_on: string }) => call(calls.recordVendedCompletion, { params: { id }, body }),
    'Completion recorded',
  );
  const submit = () => {
    const parsed = completionSchema(today).safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    record.mutateAsync(parsed.data).then(onClose, () => {});
  };
  return (
    <FormDialog
      open
      title="Record completion"
      submitLabel="Record completion"
      submitting={record.isPending}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <PersonPicker
        label="Learner"
        type="all"
        required
        value={values.person_id}
        onChange={(person_id) => setValues((v) => ({ ...v, person_id }))}
        error={errors.person_id}
      />
      <TextField
        label="Completed on"
        type="date"
        required
        value={values.completed_on}
        onChange={(e) => setValues((v) => ({ ...v, completed_on: e.target.value }))}
        error={Boolean(errors.completed_on)}
        helperText={errors.completed_on}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
      />
    </FormDialog>
  );
}
