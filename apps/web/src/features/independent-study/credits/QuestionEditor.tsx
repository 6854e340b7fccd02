import { MAX_EXAM_CHOICES, MIN_EXAM_CHOICES } from '@cpe/contract';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import TextField from '@mui/material/TextField';
import type { DraftErrors, DraftQuestion } from './exam-draft.ts';

interface Props {
  index: number;
  question: DraftQuestion;
  errors: DraftErrors;
  onChange(q: DraftQuestion): void;
  onRemove(): void;
}

/**
 * One question of the final exam as its author writes it: the question, three to six choices
 * (no true/false) and a radio for the correct one; each error beside its field.
 */
export function QuestionEditor({ index, question: q, errors, onChange, onRemove }: Props) {
  const n = index + 1;
  const err = (k: string) => errors[`q.${index}.${k}`];
  const setChoice = (k: number, text: string) => onChange({ ...q, choices: q.choices.map((c, j) => (j === k ? text : c)) });
  const removeChoice = (k: number) =>
    onChange({
      ...q,
      choices: q.choices.filter((_, j) => j !== k),
      correct_choice:
        q.correct_choice === k ? null : q.correct_choice !== null && q.correct_choice > k ? q.correct_choice - 1 : q.correct_choice,
    });
  const keyError = err('correct_choice');
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, mb: 2, minWidth: 0 }}>
      <Box component="legend" sx={{ px: 0.5, fontWeight: 600 }}>{`Question ${n}`}</Box>
      <TextField
        label={`Question ${n} text`}
        multiline
        fullWidth
        required
        value={q.prompt}
        onChange={(e) => onChange({ ...q, prompt: e.target.value })}
        error={Boolean(err('prompt'))}
        helperText={err('prompt')}
      />
      <FormControl component="fieldset" error={Boolean(keyError || err('choices'))} sx={{ mt: 2, width: '100%' }}>
        <FormLabel component="legend">{`Choices of question ${n}: mark the correct answer`}</FormLabel>
        {q.choices.map((choice, k) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a choice is its place in the list
          <Box key={k} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mt: 1 }}>
            <Radio
              checked={q.correct_choice === k}
              onChange={() => onChange({ ...q, correct_choice: k })}
              name={`correct-${q.key}`}
              slotProps={{ input: { 'aria-label': `Choice ${k + 1} of question ${n} is the correct answer` } }}
            />
            <TextField
              label={`Choice ${k + 1}`}
              size="small"
              fullWidth
              required
              value={choice}
              onChange={(e) => setChoice(k, e.target.value)}
              error={Boolean(err(`choices.${k}`))}
              helperText={err(`choices.${k}`)}
            />
            {q.choices.length > MIN_EXAM_CHOICES && (
              <IconButton aria-label={`Remove choice ${k + 1} of question ${n}`} onClick={() => removeChoice(k)}>
                <Delete />
              </IconButton>
            )}
          </Box>
        ))}
        {(keyError || err('choices')) && <FormHelperText>{keyError ?? err('choices')}</FormHelperText>}
      </FormControl>
      <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        {q.choices.length < MAX_EXAM_CHOICES && (
          <Button onClick={() => onChange({ ...q, choices: [...q.choices, ''] })}>{`Add a choice to question ${n}`}</Button>
        )}
        <Button color="error" onClick={onRemove}>{`Remove question ${n}`}</Button>
      </Box>
    </Box>
  );
}
