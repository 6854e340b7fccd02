import { ROSTER_FILTERS, type RosterFilter } from '@cpe/contract';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formatDisplayDate } from '../../../lib/dates.ts';

export const FILTER_LABELS: Record<RosterFilter, string> = {
  hasMissedTime: 'Has missed time',
  hasNoAttendance: 'Did not attend',
  attended: 'Attended',
};

interface RosterToolbarProps {
  dates: readonly string[];
  date: string;
  filter: RosterFilter | '';
  onDate(date: string): void;
  onFilter(filter: RosterFilter | ''): void;
  /** Add learner: the class's edit ability; shown on an empty roster too, so a new class gets its first learner here. */
  canAddLearner: boolean;
  /** The bulk marks: the markAttendance ability, and learners to mark. */
  canMarkEveryone: boolean;
  markingEveryone: boolean;
  /** Asks first (the caller's confirmation names the learners and the day). */
  onMarkEveryone(attended: boolean): void;
  onAddLearner(): void;
  onCodes: (() => void) | null;
  onExport(): void;
  /** The class's certificates as a zip: a Certified class the caller runs (issue 15). */
  onCertificates: (() => void) | null;
  certificatesPending?: boolean;
}

/** The roster's date filter (has missed time, no attendance, attended on a date) and its actions. */
export function RosterToolbar(props: RosterToolbarProps) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <TextField select size="small" label="Date" value={props.date} onChange={(e) => props.onDate(e.target.value)} sx={{ minWidth: 160 }}>
        {props.dates.map((d) => (
          <MenuItem key={d} value={d}>
            {formatDisplayDate(d)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Show"
        value={props.filter}
        onChange={(e) => props.onFilter(e.target.value as RosterFilter | '')}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">All learners</MenuItem>
        {ROSTER_FILTERS.map((f) => (
          <MenuItem key={f} value={f}>
            {FILTER_LABELS[f]}
          </MenuItem>
        ))}
      </TextField>
      {props.canMarkEveryone && (
        <>
          <Button variant="outlined" disabled={props.markingEveryone} onClick={() => props.onMarkEveryone(true)}>
            Mark everyone attended
          </Button>
          <Button disabled={props.markingEveryone} onClick={() => props.onMarkEveryone(false)}>
            Clear attendance
          </Button>
        </>
      )}
      {props.canAddLearner && <Button onClick={props.onAddLearner}>Add learner</Button>}
      {props.onCodes && <Button onClick={props.onCodes}>Attendance Codes</Button>}
      <Button onClick={props.onExport}>Export CSV</Button>
      {props.onCertificates && (
        <Button disabled={props.certificatesPending} onClick={props.onCertificates}>
          Download certificates (zip)
        </Button>
      )}
    </Stack>
  );
}
