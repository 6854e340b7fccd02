import { MESSAGES } from '@cpe/contract';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { nativeSelect } from '../../../components/search/SearchForm.tsx';
import { useRefLookups } from '../../../lib/reference/lookups.ts';
import type { ProposalKey, ProposalValues, Proposed } from './proposal-values.ts';
import { excerptHelp, ReadChip } from './ReadChip.tsx';

interface ProposalsFormProps {
  proposed: Proposed;
  saving: boolean;
  onSave(values: ProposalValues): void;
  submitLabel?: string;
}

const FIELDS: readonly { key: ProposalKey; label: string; type?: 'date' | 'select' }[] = [
  { key: 'title', label: 'Program Title' },
  { key: 'completion_date', label: 'Completion Date', type: 'date' },
  { key: 'delivery_method_id', label: 'Delivery Method', type: 'select' },
  { key: 'sponsor_name', label: 'Sponsor Name' },
  { key: 'nasba_sponsor_id', label: 'NASBA Sponsor ID' },
];

/**
 * The values a certificate proposed, for the learner to confirm or correct one by one
 * (Beyond the anchors): each value still as read carries 'Read from certificate' and the
 * text it came from; nothing is saved until Save.
 */
export function ProposalsForm({ proposed, saving, onSave, submitLabel = 'Save values' }: ProposalsFormProps) {
  const lookups = useRefLookups().data;
  const [values, setValues] = useState<ProposalValues>(proposed.values);
  const [error, setError] = useState<string | null>(null);
  const set = (key: ProposalKey, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const setCredit = (i: number, patch: Partial<ProposalValues['credits'][number]>) =>
    setValues((v) => ({ ...v, credits: v.credits.map((c, j) => (j === i ? { ...c, ...patch } : c)) }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const badCredit = values.credits.some((c) => c.credits.trim() !== '' && (Number.isNaN(Number(c.credits)) || Number(c.credits) < 0));
    const problem = values.title.trim() === '' ? 'title' : badCredit ? 'credits' : null;
    setError(problem);
    if (!problem) onSave(values);
  };
  return (
    <Box component="form" aria-label="Certificate values" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      {FIELDS.map((f) => (
        <Box key={f.key} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            sx={{ flex: '1 1 240px' }}
            size="small"
            label={f.label}
            required={f.key === 'title'}
            type={f.type === 'date' ? 'date' : 'text'}
            select={f.type === 'select'}
            value={values[f.key]}
            onChange={(e) => set(f.key, e.target.value)}
            error={f.key === 'title' && error === 'title'}
            helperText={f.key === 'title' && error === 'title' ? MESSAGES.required : excerptHelp(proposed.read[f.key])}
            slotProps={f.type === 'select' ? nativeSelect : { inputLabel: { shrink: true } }}
          >
            {f.type === 'select' && [
              <option key="" value="">
                None
              </option>,
              ...(lookups?.deliveryMethods ?? []).map((m) => (
                <option key={m.id} value={String(m.id)}>
                  {m.name}
                </option>
              )),
            ]}
          </TextField>
          <ReadChip read={proposed.read[f.key]} value={values[f.key]} />
        </Box>
      ))}
      <Typography component="h3" variant="subtitle1">
        Credits by field of study
      </Typography>
      {values.credits.length === 0 && <Typography variant="body2">No credits were read; add them here or on the Awards step.</Typography>}
      {values.credits.map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; their order is stable.
        <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            sx={{ flex: '2 1 200px' }}
            label={`Field of study ${i + 1}`}
            value={c.field_of_study_id}
            onChange={(e) => setCredit(i, { field_of_study_id: e.target.value })}
            slotProps={nativeSelect}
          >
            <option value="">Choose…</option>
            {(lookups?.fieldsOfStudy ?? []).map((f) => (
              <option key={f.id} value={String(f.id)}>
                {f.name}
              </option>
            ))}
          </TextField>
          <TextField
            size="small"
            sx={{ flex: '1 1 100px' }}
            label={`Credits ${i + 1}`}
            value={c.credits}
            inputMode="decimal"
            onChange={(e) => setCredit(i, { credits: e.target.value })}
            error={error === 'credits'}
            helperText={excerptHelp(proposed.readCredits[c.field_of_study_id])}
          />
          <ReadChip read={proposed.readCredits[c.field_of_study_id]} value={c.credits} />
        </Box>
      ))}
      {error === 'credits' && (
        <Typography color="error" variant="body2">
          Credits must be numbers of 0 or more.
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          startIcon={<Add />}
          onClick={() => setValues((v) => ({ ...v, credits: [...v.credits, { field_of_study_id: '', credits: '' }] }))}
        >
          Add field of study
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
