import type { Jurisdiction, JurisdictionRequirementBody } from '@cpe/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '../../components/FormDialog.tsx';

type Field = Exclude<keyof JurisdictionRequirementBody, 'max_non_technical_credits'> | 'max_non_technical_credits';
type Form = Record<Field, string>;

const LABELS: Record<Field, string> = {
  period_years: 'Reporting Period (years)',
  total_credits: 'Total Credits',
  min_ethics_credits: 'Minimum Ethics Credits',
  min_technical_credits: 'Minimum Technical Credits',
  max_non_technical_credits: 'Maximum Non-Technical Credits',
};

const formOf = (b: Jurisdiction | undefined): Form => {
  const r = b?.requirement;
  return {
    period_years: String(r?.period_years ?? 1),
    total_credits: String(r?.total_credits ?? ''),
    min_ethics_credits: String(r?.min_ethics_credits ?? 0),
    min_technical_credits: String(r?.min_technical_credits ?? 0),
    max_non_technical_credits: r?.max_non_technical_credits == null ? '' : String(r.max_non_technical_credits),
  };
};

const whole = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text) : null);

/** The same rules as the server's (contract jurisdictionRequirementBody), per field. */
function requirementErrors(f: Form): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const years = whole(f.period_years);
  if (years === null || years < 1 || years > 3) errors.period_years = 'Enter 1, 2 or 3.';
  const total = whole(f.total_credits);
  if (total === null || total < 1 || total > 500) errors.total_credits = 'Enter a whole number from 1 to 500.';
  for (const key of ['min_ethics_credits', 'min_technical_credits', 'max_non_technical_credits'] as const) {
    if (key === 'max_non_technical_credits' && f[key].trim() === '') continue;
    const n = whole(f[key]);
    if (n === null) errors[key] = 'Enter a whole number.';
    else if (total !== null && n > total) errors[key] = 'Must not exceed the total credits.';
  }
  return errors;
}

/** A board's requirement, which the firm sets: HPT023 with ADM001 or ADM003 (ADR 0031). */
export function RequirementDialog({
  boards,
  submitting,
  onClose,
  onSave,
}: {
  boards: readonly Jurisdiction[];
  submitting: boolean;
  onClose(): void;
  onSave(v: { id: number; body: JurisdictionRequirementBody }): Promise<unknown>;
}) {
  const [boardId, setBoardId] = useState(boards[0] ? String(boards[0].id) : '');
  const [form, setForm] = useState<Form>(formOf(boards[0]));
  const [tried, setTried] = useState(false);
  const errors = tried ? requirementErrors(form) : {};
  const pick = (id: string) => {
    setBoardId(id);
    setForm(formOf(boards.find((b) => String(b.id) === id)));
    setTried(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!boardId || Object.keys(requirementErrors(form)).length > 0) return;
    const body: JurisdictionRequirementBody = {
      period_years: Number(form.period_years),
      total_credits: Number(form.total_credits),
      min_ethics_credits: Number(form.min_ethics_credits),
      min_technical_credits: Number(form.min_technical_credits),
      max_non_technical_credits: form.max_non_technical_credits.trim() === '' ? null : Number(form.max_non_technical_credits),
    };
    void onSave({ id: Number(boardId), body }).then(onClose, () => {});
  };
  return (
    <FormDialog open title="Jurisdiction Requirements" submitLabel="Save" submitting={submitting} onClose={onClose} onSubmit={submit}>
      <TextField select label="Jurisdiction" value={boardId} onChange={(e) => pick(e.target.value)} required>
        {boards.map((b) => (
          <MenuItem key={b.id} value={String(b.id)}>
            {`${b.code}: ${b.name}`}
          </MenuItem>
        ))}
      </TextField>
      {(Object.keys(LABELS) as Field[]).map((key) => (
        <TextField
          key={`${boardId}-${key}`}
          label={LABELS[key]}
          value={form[key]}
          onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          required={key !== 'max_non_technical_credits'}
          error={Boolean(errors[key])}
          helperText={errors[key] ?? (key === 'max_non_technical_credits' ? 'Empty: no limit.' : ' ')}
        />
      ))}
    </FormDialog>
  );
}
