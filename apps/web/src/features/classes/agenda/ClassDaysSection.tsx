import { addDays, type ClassDayTimes, type ClassResponse, canEditClassDays, classDaysProblems, MAX_CLASS_DAYS } from '@cpe/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { formatDisplay } from '../../../lib/dates.ts';
import { ClassDaysFields } from '../days/ClassDaysFields.tsx';
import { useSaveClassDays } from '../days/class-days-api.ts';

type Day = ClassResponse['classSummary']['days'][number];

interface ClassDaysSectionProps {
  cls: ClassResponse;
  /** How many days the course agenda has: the class keeps at least as many. */
  agendaDays: number;
}

const times = (days: readonly Day[]): ClassDayTimes[] => days.map(({ date, start_time, end_time }) => ({ date, start_time, end_time }));

/**
 * Every day of the class with when it starts and ends (display format, in the
 * class timezone). While the class is Uncertified and editable its days can be changed:
 * dates and times, a day added after the last, or the last removed down to the agenda's
 * days. The server makes the same checks and refuses removing a day with attendance.
 */
export function ClassDaysSection({ cls, agendaDays }: ClassDaysSectionProps) {
  const { id, days, timezone_data } = cls.classSummary;
  const timeZone = timezone_data.timezone;
  const [editing, setEditing] = useState<ClassDayTimes[] | null>(null);
  const save = useSaveClassDays(id);
  const editable = canEditClassDays(cls.classSummary, cls.abilities) && !cls.actionBlocked;
  const columns: Column<Day>[] = [
    { header: 'Day', cell: (d) => `Day ${d.day}` },
    { header: 'Starts', cell: (d) => formatDisplay(d.starts_at, timeZone) },
    { header: 'Ends', cell: (d) => formatDisplay(d.ends_at, timeZone) },
  ];
  const problems = editing ? classDaysProblems(editing, timeZone, agendaDays) : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (editing && problems.length === 0) save.mutate(editing, { onSuccess: () => setEditing(null) });
  };
  const last = editing?.at(-1);
  return (
    <PageSection title="Class Days" level={2}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Times in {timeZone}
      </Typography>
      <RecordTable caption="Class days" columns={columns} rows={days} rowKey={(d) => d.day} />
      {editable && !editing && (
        <Button sx={{ mt: 1 }} onClick={() => setEditing(times(days))}>
          Change days
        </Button>
      )}
      {editing && (
        <Stack component="form" spacing={2} sx={{ mt: 2 }} onSubmit={submit} noValidate aria-label="Change class days">
          <ClassDaysFields days={editing} problems={problems} timeZone={timeZone} onChange={setEditing} />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              disabled={!last || editing.length >= MAX_CLASS_DAYS}
              onClick={() => last && setEditing([...editing, { ...last, date: last.date ? addDays(last.date, 1) : '' }])}
            >
              Add day
            </Button>
            <Button disabled={editing.length <= Math.max(1, agendaDays)} onClick={() => setEditing(editing.slice(0, -1))}>
              Remove last day
            </Button>
            <Button type="submit" variant="contained" disabled={save.isPending || problems.length > 0}>
              Save days
            </Button>
            <Button onClick={() => setEditing(null)} disabled={save.isPending}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      )}
    </PageSection>
  );
}
