import { type MissedTime, validateMissedTime } from '@cpe/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDisplayTime } from '../../../lib/dates.ts';
import type { DeclaredDay } from './attendance-model.ts';

const shrink = { inputLabel: { shrink: true } } as const;

/**
 * The times a learner was away on one attended day (start, returned), in the class's
 * wall-clock times: listed with a remove button, and one more added after the same check
 * the roster's missed-time dialog runs (validateMissedTime: HH:mm, in order, within the
 * day, no overlap).
 */
export function MissedTimeEditor({
  day,
  editable,
  onChange,
}: {
  day: DeclaredDay;
  editable: boolean;
  onChange(missedTimes: MissedTime[]): void;
}) {
  const [startAt, setStartAt] = useState('');
  const [returnedAt, setReturnedAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const times = day.start_time && day.end_time ? { start_time: day.start_time, end_time: day.end_time } : null;

  const add = () => {
    const interval = { startAt, returnedAt };
    const problem = validateMissedTime(interval, times, day.missedTimes);
    setError(problem);
    if (problem) return;
    onChange([...day.missedTimes, interval]);
    setStartAt('');
    setReturnedAt('');
  };

  return (
    <Stack spacing={1}>
      {day.missedTimes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No missed time.
        </Typography>
      ) : (
        <Box component="ul" aria-label={`Missed time on ${day.date}`} sx={{ m: 0, pl: 2.5 }}>
          {day.missedTimes.map((m, i) => (
            <li key={`${m.startAt}-${m.returnedAt}`}>
              <Typography
                component="span"
                variant="body2"
              >{`${formatDisplayTime(m.startAt)} – ${formatDisplayTime(m.returnedAt)}`}</Typography>
              {editable && (
                <Button
                  size="small"
                  color="error"
                  aria-label={`Remove missed time ${m.startAt} to ${m.returnedAt} on ${day.date}`}
                  onClick={() => onChange(day.missedTimes.filter((_, j) => j !== i))}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </Box>
      )}
      {editable && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            size="small"
            type="time"
            label={`Left at (${day.date})`}
            value={startAt}
            onChange={(e) => setStartAt(e.target.value)}
            slotProps={shrink}
          />
          <TextField
            size="small"
            type="time"
            label={`Returned at (${day.date})`}
            value={returnedAt}
            onChange={(e) => setReturnedAt(e.target.value)}
            error={Boolean(error)}
            helperText={error ?? undefined}
            slotProps={shrink}
          />
          <Button onClick={add} disabled={!startAt || !returnedAt} aria-label={`Add missed time on ${day.date}`}>
            Add missed time
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
