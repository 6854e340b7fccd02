import { NASBA_SET_KIND_LABELS, NASBA_SET_KINDS, type NasbaSetKind, type NasbaSetSummary, nasbaSetBody } from '@cpe/contract';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '../../components/FormDialog.tsx';
import { useSaveNasbaSet } from './api/nasba-set-queries.ts';

/** A set's name and the offering types that answer it; naming a type here takes it from any other set. */
export function SetHeaderDialog({ set, onClose, onCreated }: { set?: NasbaSetSummary; onClose(): void; onCreated?(id: number): void }) {
  const [name, setName] = useState(set?.name ?? '');
  const [kinds, setKinds] = useState<NasbaSetKind[]>(set?.offering_kinds ?? []);
  const [touched, setTouched] = useState(false);
  const parsed = nasbaSetBody.safeParse({ name, offering_kinds: kinds });
  const problem = touched && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  const save = useSaveNasbaSet();
  return (
    <FormDialog
      open
      title={set ? `Edit ${set.name}` : 'New question set'}
      submitLabel={set ? 'Save set' : 'Create set'}
      submitting={save.isPending}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (!parsed.success) return;
        save.mutate(
          { id: set?.id, body: parsed.data },
          {
            onSuccess: (reply) => {
              onClose();
              if (reply && typeof reply === 'object' && 'id' in reply && typeof reply.id === 'number') onCreated?.(reply.id);
            },
          },
        );
      }}
    >
      <TextField
        label="Set name"
        required
        autoFocus
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={Boolean(problem)}
        helperText={problem}
      />
      <FormGroup>
        <FormLabel component="legend">Answered by</FormLabel>
        {NASBA_SET_KINDS.map((kind) => (
          <FormControlLabel
            key={kind}
            label={NASBA_SET_KIND_LABELS[kind]}
            control={
              <Checkbox
                checked={kinds.includes(kind)}
                onChange={(e) => setKinds(e.target.checked ? [...kinds, kind] : kinds.filter((k) => k !== kind))}
              />
            }
          />
        ))}
      </FormGroup>
    </FormDialog>
  );
}
