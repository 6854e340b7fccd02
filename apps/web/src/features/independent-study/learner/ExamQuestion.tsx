import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

interface Props {
  number: number;
  question: { id: number; prompt: string; choices: string[] };
  value: number | undefined;
  error: string | undefined;
  disabled: boolean;
  onChange(choice: number): void;
}

/** One question of the exam: a radio group named by the question, its error in words beside it. */
export function ExamQuestion({ number, question: q, value, error, disabled, onChange }: Props) {
  const labelId = `exam-q-${q.id}`;
  const errorId = `exam-q-${q.id}-error`;
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} sx={{ display: 'block', mb: 3 }} data-question={q.id}>
      <FormLabel component="legend" id={labelId} sx={{ color: 'text.primary', fontWeight: 600 }}>
        {`${number}. ${q.prompt}`}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        name={`question-${q.id}`}
        value={value === undefined ? '' : String(value)}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {q.choices.map((c, k) => (
          <FormControlLabel key={c} value={String(k)} control={<Radio />} label={c} />
        ))}
      </RadioGroup>
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}
