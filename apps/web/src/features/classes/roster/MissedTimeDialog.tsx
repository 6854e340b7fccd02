import { validateMissedTime } from '@cpe/contract';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '../../../components/FormDialog.tsx';
import type { DerivedRow } from './RosterRow.tsx';
import { useAddMissedTime, useRemoveMissedTime } from './roster-api.ts';

interface MissedTimeDialogProps {
  classId: number;
  row: DerivedRow;
  date: string;
  /** The day's number and class times (dayTimes of the roster), or null when the date is not a class day. */
  dayTime: { day: number; start_time: string; end_time: string } | null;
  canEdit: boolean;
  onClose(): void;
}

/** A learner's missed-time intervals on one class day: the list, removal, and a new interval checked before it is sent. */
export function MissedTimeDialog({ classId, row, date, dayTime, canEdit, onClose }: MissedTimeDialogProps) {
  // The API's own day (not the contract's RosterDay) keeps each interval's id, which removal needs.
  const intervals = (Object.hasOwn(row.days, date) ? row.days[date]?.missedTimes : undefined) ?? [];
  const [startAt, setStartAt] = useState('');
  const [returnedAt, setReturnedAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddMissedTime(classId);
  const remove = useRemoveMissedTime(classId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateMissedTime({ startAt, returnedAt }, dayTime, intervals);
    setError(problem);
    if (problem || !dayTime) return;
    add.mutate(
      { rosterId: row.class_roster_id, body: { in_day: dayTime.day, in_start_at: startAt, in_returned_at: returnedAt } },
      { onSuccess: onClose },
    );
  };

  return (
    <FormDialog
      open
      title={`Missed time: ${row.name}, ${date}`}
      submitLabel="Add missed time"
      submitting={add.isPending}
      canSubmit={canEdit}
      onClose={onClose}
      onSubmit={submit}
    >
      {dayTime && (
        <Typography variant="body2" color="text.secondary">
          Class times {dayTime.start_time.slice(0, 5)} to {dayTime.end_time.slice(0, 5)}
        </Typography>
      )}
      {intervals.length === 0 ? (
        <Typography variant="body2">No missed time on this day.</Typography>
      ) : (
        <List dense aria-label="Missed time intervals">
          {intervals.map((interval) => (
            <ListItem
              key={interval.id ?? `${interval.startAt}-${interval.returnedAt}`}
              secondaryAction={
                canEdit && interval.id !== undefined ? (
                  <Button
                    size="small"
                    color="error"
                    disabled={remove.isPending}
                    onClick={() => interval.id !== undefined && remove.mutate(interval.id)}
                  >
                    Remove
                  </Button>
                ) : null
              }
            >
              <ListItemText primary={`${interval.startAt.slice(0, 5)} – ${interval.returnedAt.slice(0, 5)}`} />
            </ListItem>
          ))}
        </List>
      )}
      {canEdit && (
        <>
          <TextField
            label="Left at (HH:mm)"
            value={startAt}
            onChange={(e) => setStartAt(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', placeholder: '10:00' } }}
            required
          />
          <TextField
            label="Returned at (HH:mm)"
            value={returnedAt}
            onChange={(e) => setReturnedAt(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric', placeholder: '10:30' } }}
            required
            error={Boolean(error)}
            helperText={error ?? ' '}
          />
        </>
      )}
    </FormDialog>
  );
}
