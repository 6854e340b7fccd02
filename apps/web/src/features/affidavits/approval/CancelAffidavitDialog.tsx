import { DIALOG_TITLES } from '@cpe/contract';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '../../../components/FormDialog.tsx';
import type { CancelKind } from './approval-api.ts';

const LABELS: Record<CancelKind, string> = { void: 'Void', notApproved: 'Not Approved' };

/**
 * The 'Void/Not Approve Affidavit' dialog: an optional reason for the
 * learner, then Void or Not Approved. PUT /aoa/cancel takes the spec's body without one; the
 * e-mail then says no reason was given (ADR 0053).
 */
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
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(reason.trim());
  };
  return (
    <FormDialog
      open
      title={DIALOG_TITLES.voidNotApproveAffidavit}
      submitLabel={LABELS[kind]}
      submitting={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField
        label="Reason"
        multiline
        minRows={3}
        autoFocus
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        helperText="Optional. Said to the learner with the decision."
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </FormDialog>
  );
}
