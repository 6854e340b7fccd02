import { calls } from '@cpe/contract';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { call } from '../../../lib/call.ts';
import { useRefLookups } from '../../../lib/reference/lookups.ts';
import { useEcpWrite } from '../api/ecp-queries.ts';
import type { EcpStepProps } from '../workspace/step-props.ts';
import { AwardRow } from './AwardRow.tsx';
import { type AwardDraft, awardDrafts, awardProblems, awardsBody, draftTotal, newAwardDraft } from './awards-form.ts';

/**
 * Awards (PUT /requests/ext-cpe/awards/{id}): the credits by field of study. A college course
 * is entered in semester or quarter hours and its CPE credits are shown as they are typed
 * (the contract's rule: 15 per semester hour, 10 per quarter hour).
 */
export default function AwardsStep({ request }: EcpStepProps) {
  const id = request.header.internal_id;
  const editable = request.abilities.canEdit;
  const fields = useRefLookups().data?.fieldsOfStudy ?? [];
  const [drafts, setDrafts] = useState<AwardDraft[]>(() => awardDrafts(request.awards));
  const [checked, setChecked] = useState(false);
  const problems = checked ? awardProblems(drafts) : new Map<number, string>();
  const save = useEcpWrite(id, () => call(calls.updateExternalCpeAwards, { params: { id }, body: awardsBody(drafts) }), 'Awards saved');
  const change = (next: AwardDraft) => setDrafts((all) => all.map((d) => (d.key === next.key ? next : d)));
  const onSave = () => {
    setChecked(true);
    if (awardProblems(drafts).size === 0) save.mutateAsync(undefined).catch(() => {});
  };
  return (
    <PageSection title="Awards">
      {drafts.length === 0 && <EmptyState>No credits entered yet.</EmptyState>}
      <Box component="ul" aria-label="Credits by field of study" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {drafts.map((d, i) => (
          <AwardRow
            key={d.key}
            index={i + 1}
            draft={d}
            fields={fields}
            editable={editable}
            problem={problems.get(d.key)}
            onChange={change}
            onRemove={() => setDrafts((all) => all.filter((x) => x.key !== d.key))}
          />
        ))}
      </Box>
      <Typography sx={{ my: 2 }} role="status" data-testid="awards-total">
        Total CPE credits: {draftTotal(drafts).toFixed(1)}
      </Typography>
      {editable && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button startIcon={<Add />} onClick={() => setDrafts((all) => [...all, newAwardDraft()])}>
            Add field of study
          </Button>
          <Button variant="contained" onClick={onSave} disabled={save.isPending}>
            Save
          </Button>
        </Box>
      )}
    </PageSection>
  );
}
