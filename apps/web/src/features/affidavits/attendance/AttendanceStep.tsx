import type { RosterInfoResponse } from '@cpe/contract';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { formatDisplayDate, formatDisplayTime } from '../../../lib/dates.ts';
import { CodeOfConduct } from '../components/CodeOfConduct.tsx';
import type { AoaStepProps } from '../workspace/step-props.ts';
import { useRosterInfo, useSaveAttendance } from './attendance-api.ts';
import { type DeclaredDay, declaredDays, sameDays } from './attendance-model.ts';
import { CreditsPanel } from './CreditsPanel.tsx';
import { MissedTimeEditor } from './MissedTimeEditor.tsx';

/** The day's heading: 'Day 1, Nov-24-2026, 09:00 AM – 10:40 AM'. */
const dayTitle = (d: DeclaredDay) =>
  `Day ${d.day}, ${formatDisplayDate(d.date)}${d.start_time && d.end_time ? `, ${formatDisplayTime(d.start_time)} – ${formatDisplayTime(d.end_time)}` : ''}`;

/** The declarations form: a box per class day, missed time per attended day, Save. Keyed by the saved answer, so a save resets it. */
function DaysForm({ requestId, info, editable }: { requestId: number; info: RosterInfoResponse; editable: boolean }) {
  const saved = declaredDays(info);
  const [days, setDays] = useState(saved);
  const save = useSaveAttendance(requestId);
  const change = (date: string, next: Partial<DeclaredDay>) => setDays((all) => all.map((d) => (d.date === date ? { ...d, ...next } : d)));
  return (
    <Stack spacing={2}>
      {days.map((d) => (
        <Paper key={d.date} variant="outlined" component="fieldset" sx={{ p: 2, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
            {dayTitle(d)}
          </Typography>
          <FormControlLabel
            control={
              <Checkbox checked={d.attended} disabled={!editable} onChange={(e) => change(d.date, { attended: e.target.checked })} />
            }
            label={`Attended ${d.date}`}
          />
          {d.attended && <MissedTimeEditor day={d} editable={editable} onChange={(missedTimes) => change(d.date, { missedTimes })} />}
        </Paper>
      ))}
      {editable && (
        <div>
          <Button variant="contained" disabled={save.isPending || sameDays(days, saved)} onClick={() => save.mutate(days)}>
            Save attendance
          </Button>
        </div>
      )}
    </Stack>
  );
}

/**
 * The Attendance step (POST /aoa/roster-info): the learner marks the class days
 * attended and the time missed on each, under the firm's Attendance code of conduct; each
 * save (PUT /aoa/update) recomputes the credits shown beside it by the class's rules.
 */
export default function AttendanceStep({ aoa }: AoaStepProps) {
  const info = useRosterInfo(aoa.aoaDetails);
  const editable = aoa.abilities.canEdit;
  return (
    <QueryView query={info} what="attendance" loadingLabel="Loading your attendance">
      {(answer) => (
        <>
          <PageSection title="Attendance">
            <Stack spacing={2}>
              <CodeOfConduct kind="Attendance" />
              <DaysForm key={JSON.stringify(answer.roster.days)} requestId={aoa.aoaDetails.requestId} info={answer} editable={editable} />
            </Stack>
          </PageSection>
          <CreditsPanel info={answer} />
        </>
      )}
    </QueryView>
  );
}
