import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export interface DraftQuestion {
  /** A key for React: the question id, or a local one for a new question. */
  key: string;
  question_id: number | null;
  question: string;
  is_required: boolean;
  is_active: boolean;
}

interface Props {
  index: number;
  count: number;
  draft: DraftQuestion;
  onChange(next: DraftQuestion): void;
  onMove(by: -1 | 1): void;
}

/** One question of the draft: its wording, required or optional, asked or not, and its place. */
export function QuestionEditorRow({ index, count, draft, onChange, onMove }: Props) {
  const n = index + 1;
  return (
    <Stack component="li" spacing={0.5} sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider', pb: 1 }}>
      <TextField
        label={`Question ${n}`}
        multiline
        required
        value={draft.question}
        onChange={(e) => onChange({ ...draft, question: e.target.value })}
        error={draft.question.trim() === ''}
        helperText={draft.question.trim() === '' ? 'Required.' : undefined}
      />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControlLabel
          label="Required"
          control={<Checkbox checked={draft.is_required} onChange={(e) => onChange({ ...draft, is_required: e.target.checked })} />}
        />
        <FormControlLabel
          label="Active"
          control={<Checkbox checked={draft.is_active} onChange={(e) => onChange({ ...draft, is_active: e.target.checked })} />}
        />
        <IconButton aria-label={`Move question ${n} up`} disabled={index === 0} onClick={() => onMove(-1)}>
          <ArrowUpward />
        </IconButton>
        <IconButton aria-label={`Move question ${n} down`} disabled={index === count - 1} onClick={() => onMove(1)}>
          <ArrowDownward />
        </IconButton>
      </Stack>
    </Stack>
  );
}
