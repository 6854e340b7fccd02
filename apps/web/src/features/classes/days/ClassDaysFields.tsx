import { type ClassDayProblem, type ClassDayTimes, moveFirstDate } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatWallClock } from '../../../lib/dates.ts';

interface ClassDaysFieldsProps {
  days: readonly ClassDayTimes[];
  /** classDaysProblems of the days: shown at the field each names. */
  problems: readonly ClassDayProblem[];
  timeZone: string;
  onChange(days: ClassDayTimes[]): void;
}

const shrink = { inputLabel: { shrink: true } } as const;

/**
 * The days of a class as fields: a date, a start and an end per day, in the class
 * timezone (the New class dialog and Class Agenda). Choosing day 1's date moves the
 * other days with it; each day can then be changed on its own.
 */
export function ClassDaysFields({ days, problems, timeZone, onChange }: ClassDaysFieldsProps) {
  const problem = (field: string) => problems.find((p) => p.field === field)?.message;
  const set = (index: number, key: keyof ClassDayTimes) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    onChange(
      index === 0 && key === 'date' ? moveFirstDate(days, value) : days.map((d, i) => (i === index ? { ...d, [key]: value } : { ...d })),
    );
  };
  const field = (index: number, key: keyof ClassDayTimes, label: string, type: 'date' | 'time') => {
    const message = problem(`days.${index}.${key}`);
    return (
      <TextField
        label={label}
        type={type}
        required
        size="small"
        value={days[index]?.[key] ?? ''}
        onChange={set(index, key)}
        error={Boolean(message)}
        helperText={message}
        slotProps={shrink}
      />
    );
  };
  const whole = problem('days');
  return (
    <Stack spacing={2} role="group" aria-label="Class days">
      <Typography variant="body2" color="text.secondary">
        Dates and times in {timeZone}
      </Typography>
      {whole && <Alert severity="error">{whole}</Alert>}
      {days.map((d, i) => (
        <Stack
          // Days are edited in place by their number; the list only grows or shrinks at its end.
          // biome-ignore lint/suspicious/noArrayIndexKey: day n is the key of day n.
          key={i}
          role="group"
          aria-label={`Day ${i + 1}`}
          spacing={1}
        >
          <Typography variant="subtitle2" component="p">
            Day {i + 1}
            {formatWallClock(d.date, d.start_time) && ` · ${formatWallClock(d.date, d.start_time)}`}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {field(i, 'date', `Day ${i + 1} date`, 'date')}
            {field(i, 'start_time', `Day ${i + 1} start`, 'time')}
            {field(i, 'end_time', `Day ${i + 1} end`, 'time')}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
