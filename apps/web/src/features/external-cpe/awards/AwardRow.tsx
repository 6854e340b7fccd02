import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { nativeSelect } from '../../../components/search/SearchForm.tsx';
import { AWARD_KINDS, type AwardDraft, type AwardKind, draftCredits } from './awards-form.ts';

interface AwardRowProps {
  index: number;
  draft: AwardDraft;
  fields: readonly { id: number; name: string }[];
  editable: boolean;
  problem?: string;
  onChange(next: AwardDraft): void;
  onRemove(): void;
}

/** One field of study with its credits: CPE credits as stated, or college hours with the converted credits beside them. */
export function AwardRow({ index, draft, fields, editable, problem, onChange, onRemove }: AwardRowProps) {
  const credits = draftCredits(draft);
  const college = draft.kind !== 'cpe';
  return (
    <Box
      component="li"
      aria-label={`Award ${index}`}
      sx={{ display: 'grid', gap: 1, alignItems: 'start', gridTemplateColumns: { xs: '1fr', md: '2fr 1.5fr 1fr 1fr auto' } }}
    >
      <TextField
        select
        size="small"
        label={`Field of study ${index}`}
        value={draft.field_of_study_id}
        disabled={!editable}
        onChange={(e) => onChange({ ...draft, field_of_study_id: e.target.value })}
        error={Boolean(problem)}
        helperText={problem}
        slotProps={nativeSelect}
      >
        <option value="">Choose…</option>
        {fields.map((f) => (
          <option key={f.id} value={String(f.id)}>
            {f.name}
          </option>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={`Credit type ${index}`}
        value={draft.kind}
        disabled={!editable}
        onChange={(e) => onChange({ ...draft, kind: e.target.value as AwardKind })}
        slotProps={nativeSelect}
      >
        {AWARD_KINDS.map((k) => (
          <option key={k.value} value={k.value}>
            {k.label}
          </option>
        ))}
      </TextField>
      <TextField
        size="small"
        label={college ? `Hours ${index}` : `Credits ${index}`}
        value={draft.amount}
        disabled={!editable}
        inputMode="decimal"
        onChange={(e) => onChange({ ...draft, amount: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 7 } }}
      />
      <Typography variant="body2" sx={{ pt: 1 }} data-testid={`award-credits-${index}`}>
        {college ? `= ${credits === null ? '----' : credits.toFixed(1)} CPE credits` : ''}
      </Typography>
      {editable && (
        <Button color="error" size="small" onClick={onRemove} aria-label={`Remove award ${index}`}>
          Remove
        </Button>
      )}
    </Box>
  );
}
