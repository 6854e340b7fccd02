import type { PersonTranscriptQuery } from '@cpe/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';

const shrink = { inputLabel: { shrink: true } };

/** The period's error, if any: an end before the start (the server refuses it too). */
export function periodError(p: PersonTranscriptQuery): string | null {
  return p.from && p.to && p.from > p.to ? 'Completed from must not be after Completed to.' : null;
}

/** From and to dates of completion; both empty (the default) shows everything. */
export function TranscriptPeriodForm({ applied, onApply }: { applied: PersonTranscriptQuery; onApply(p: PersonTranscriptQuery): void }) {
  const [draft, setDraft] = useState<PersonTranscriptQuery>(applied);
  const error = periodError(draft);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!error) onApply(draft);
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      aria-label="Period"
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
    >
      <TextField
        label="Completed from"
        type="date"
        size="small"
        value={draft.from ?? ''}
        onChange={(e) => setDraft({ ...draft, from: e.target.value || undefined })}
        slotProps={shrink}
      />
      <TextField
        label="Completed to"
        type="date"
        size="small"
        value={draft.to ?? ''}
        onChange={(e) => setDraft({ ...draft, to: e.target.value || undefined })}
        error={Boolean(error)}
        helperText={error ?? ' '}
        slotProps={shrink}
      />
      <Button type="submit" variant="contained" disabled={Boolean(error)}>
        Apply
      </Button>
      <Button
        onClick={() => {
          setDraft({});
          onApply({});
        }}
      >
        All dates
      </Button>
    </Box>
  );
}
