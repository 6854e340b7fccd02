import { type MergeSummary, mergeRoleRefusal } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageSection } from '../../components/page/PageSection.tsx';
import { PersonPicker } from '../../components/person-picker/PersonPicker.tsx';
import { errorMessage } from '../../lib/api-errors.ts';
import { useUnmountSignal } from '../../lib/use-unmount-signal.ts';
import { useMergePreview, useMergeWrite } from './api/merge-queries.ts';
import { MergeSummaryView } from './MergeSummaryView.tsx';
import type { MergeStepProps } from './merge-step-props.ts';

/**
 * The Merge page (ADM008): the page's person survives. Pick the person to merge into them (of
 * the same type: internal and external people are administered apart), preview what moves,
 * then merge after a confirmation that names the roles the survivor gains. A merge that would
 * give a role the person merging cannot give is refused (ADR 0055): the page says so and the
 * server refuses it too.
 */
export default function MergeStep({ person }: MergeStepProps) {
  const [victimId, setVictimId] = useState<number | null>(null);
  const [summary, setSummary] = useState<MergeSummary | null>(null);
  const [confirming, setConfirming] = useState(false);
  const preview = useMergePreview();
  const signal = useUnmountSignal();
  const survivorName = `${person.name_primary_first} ${person.name_primary_last}`;
  const refusal = summary ? mergeRoleRefusal(summary.role_changes, { victimName: summary.victim.name, survivorIsActor: false }) : null;
  const merge = useMergeWrite(person.id, (reply) => `${reply.summary?.victim.name ?? 'The person'} was merged into ${survivorName}`);

  if (person.merged_into_id !== null) return <Alert severity="info">This person was merged into person {person.merged_into_id}.</Alert>;
  if (!person.abilities.merge) return <Alert severity="info">You may not merge people.</Alert>;

  const choose = (id: number | null) => {
    setVictimId(id);
    setSummary(null);
    preview.reset();
  };
  const runPreview = () => {
    if (victimId === null) return;
    preview.mutate({ survivorId: person.id, victimId, signal: signal() }, { onSuccess: setSummary });
  };
  const runMerge = () => {
    if (victimId === null) return;
    merge.mutate(victimId, {
      onSuccess: () => {
        setConfirming(false);
        choose(null);
      },
    });
  };

  return (
    <PageSection title="Merge">
      <Stack spacing={2}>
        <PersonPicker
          label={`${person.person_type === 'internal' ? 'Internal' : 'External'} person to merge into ${survivorName}`}
          type={person.person_type}
          exclude={[person.id]}
          value={victimId}
          onChange={(id) => choose(id)}
        />
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" disabled={victimId === null || preview.isPending} onClick={runPreview}>
            {preview.isPending ? 'Preparing preview…' : 'Preview'}
          </Button>
          <Button
            variant="contained"
            color="error"
            disabled={summary === null || refusal !== null || merge.isPending}
            onClick={() => setConfirming(true)}
          >
            Merge
          </Button>
        </Stack>
        {preview.isError && <Alert severity="error">{errorMessage(preview.error)}</Alert>}
        {refusal && <Alert severity="error">{refusal}</Alert>}
        {summary && <MergeSummaryView summary={summary} />}
      </Stack>
      {confirming && summary && (
        <ConfirmDialog
          title="Merge"
          text={`Merge ${summary.victim.name} into ${summary.survivor.name}? ${rolesGained(summary)}${summary.victim.name} can no longer sign in, and this cannot be undone.`}
          confirm="Merge"
          busy={merge.isPending}
          onConfirm={runMerge}
          onClose={() => setConfirming(false)}
        />
      )}
    </PageSection>
  );
}

/** The confirmation names the roles the survivor gains, so nobody gives a role without seeing it. */
function rolesGained(summary: MergeSummary): string {
  const names = summary.role_changes.map((r) => r.role_name);
  return names.length === 0 ? '' : `${summary.survivor.name} gains the roles ${names.join(', ')}. `;
}
