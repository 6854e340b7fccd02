import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '../../../components/FormDialog.tsx';
import type { CancelKind } from './approval-api.ts';

const LABELS: Record<CancelKind, string> = { void: 'Void', notApproved: 'Not Approved' };

/** The 'Void/Not Approve Affidavit' dialog (spec §2 Dialogs): the reason, required, then Void or Not Approved. */
export function CancelAffidavitDialog({
  kind,
  busy,
  onConfirm,
  onClose,
}: {
  kind: CancelKind;
  busy: boolean;
  onConfirm(reason: string): void;
  onClose(): void;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const text = reason.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (text) onConfirm(text);
  };
  return (
    <FormDialog
      open
      title="Void/Not Approve Affidavit"
      submitLabel={LABELS[kind]}
      submitting={busy}
      canSubmit={text.length > 0}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label="Reason"
        required
        multiline
        minRows={3}
        autoFocus
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && !text}
        helperText={touched && !text ? 'Required.' : 'Said to the learner with the decision.'}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </FormDialog>
  );
}
