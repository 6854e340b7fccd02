import { type Jurisdiction, LICENSE_STATUSES, type LicenseStatus } from '@cpe/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '../../components/FormDialog.tsx';
import type { LicenseWrite } from './jurisdiction-queries.ts';
import { type LicenseForm, licenseBodyOf, licenseErrors, withSuggestedEnd } from './license-form.ts';

const shrink = { inputLabel: { shrink: true } };

interface LicenseDialogProps {
  /** The license being changed, or null for a new one. */
  licenseId: number | null;
  initial: LicenseForm;
  boards: readonly Jurisdiction[];
  submitting: boolean;
  onClose(): void;
  onSave(write: LicenseWrite): Promise<unknown>;
}

/** Add or edit a license: board, number, status and reporting period; errors show once the user tries to save. */
export function LicenseDialog({ licenseId, initial, boards, submitting, onClose, onSave }: LicenseDialogProps) {
  const [form, setForm] = useState<LicenseForm>(initial);
  const [tried, setTried] = useState(false);
  const errors = tried ? licenseErrors(form) : {};
  const set = (key: keyof LicenseForm) => (e: { target: { value: string } }) =>
    setForm((f) =>
      key === 'period_start' || key === 'jurisdiction_id'
        ? withSuggestedEnd({ ...f, [key]: e.target.value }, boards)
        : { ...f, [key]: e.target.value },
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(licenseErrors(form)).length > 0) return;
    const body = licenseBodyOf(form);
    void onSave(licenseId === null ? { kind: 'add', body } : { kind: 'edit', id: licenseId, body }).then(onClose, () => {});
  };
  const field = (key: keyof LicenseForm) => ({ error: Boolean(errors[key]), helperText: errors[key] ?? ' ', required: true });
  return (
    <FormDialog
      open
      title={licenseId === null ? 'Add License' : 'Edit License'}
      submitLabel="Save"
      submitting={submitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextField select label="Jurisdiction" value={form.jurisdiction_id} onChange={set('jurisdiction_id')} {...field('jurisdiction_id')}>
        {boards.map((b) => (
          <MenuItem key={b.id} value={String(b.id)}>
            {`${b.code}: ${b.name}`}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="License Number" value={form.license_number} onChange={set('license_number')} {...field('license_number')} />
      <TextField
        select
        label="Status"
        value={form.status}
        onChange={(e) => setForm((f) => ({ ...f, status: e.target.value as LicenseStatus }))}
        required
      >
        {LICENSE_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {s}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Reporting Period Start"
        type="date"
        value={form.period_start}
        onChange={set('period_start')}
        slotProps={shrink}
        {...field('period_start')}
      />
      <TextField
        label="Reporting Period End"
        type="date"
        value={form.period_end}
        onChange={set('period_end')}
        slotProps={shrink}
        {...field('period_end')}
      />
    </FormDialog>
  );
}
