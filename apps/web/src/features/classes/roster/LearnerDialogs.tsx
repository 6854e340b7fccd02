import { CLASS_MESSAGES } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { PersonPicker } from '../../../components/person-picker/PersonPicker.tsx';
import type { PersonOption } from '../../../components/person-picker/person-search.ts';
import type { DerivedRow } from './RosterRow.tsx';
import { useAddLearner, useRemoveLearner } from './roster-api.ts';

/** Roster add method 1: added by staff (4 is by attendance code, which the learner's own entry does). */
const ADDED_BY_STAFF = 1;

/** Adds a person of the firm, internal or external (found by name or e-mail: GET /persons/search?type=all). */
export function AddLearnerDialog({ classId, onClose }: { classId: number; onClose(): void }) {
  const [person, setPerson] = useState<PersonOption | null>(null);
  const add = useAddLearner(classId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (person === null) return;
    const external = person.person_type === 'external' ? 1 : 0;
    add.mutate(
      { in_person_id: person.id, in_is_external_learner: external, in_roster_add_method_id: ADDED_BY_STAFF },
      { onSuccess: onClose },
    );
  };
  return (
    <FormDialog
      open
      title="Add learner"
      submitLabel="Add"
      submitting={add.isPending}
      canSubmit={person !== null}
      onClose={onClose}
      onSubmit={submit}
    >
      <PersonPicker label="Learner" type="all" value={person?.id ?? null} onChange={(_, chosen) => setPerson(chosen)} required />
      <Typography variant="body2" color="text.secondary">
        Internal or external learners, by name or e-mail address.
      </Typography>
    </FormDialog>
  );
}

export function RemoveLearnerDialog({ classId, row, onClose }: { classId: number; row: DerivedRow; onClose(): void }) {
  const [message, setMessage] = useState('');
  const remove = useRemoveLearner(classId, CLASS_MESSAGES.learnerRemoved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate({ classRosterId: row.class_roster_id, message: message.trim() }, { onSuccess: onClose });
  };
  return (
    <FormDialog open title={`Remove ${row.name}`} submitLabel="Remove" submitting={remove.isPending} onClose={onClose} onSubmit={submit}>
      <Alert severity="warning">The learner's attendance and missed time on this class are removed with them.</Alert>
      <TextField
        label="Reason"
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </FormDialog>
  );
}
