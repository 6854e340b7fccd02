import { type ClassResponse, deriveRosterEntry, filterRoster, type RosterFilter } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo, useState } from 'react';
import { saveFile } from '../../../lib/save-file.ts';
import { errorMessage } from '../../courses/api/course-queries.ts';
import { showAlert } from '../../shell/alert-store.ts';
import { LoadingSpinner } from '../../shell/LoadingSpinner.tsx';
import { EmptyState, PageSection } from '../../shell/PageSection.tsx';
import { AttendanceCodesDialog } from '../codes/AttendanceCodesDialog.tsx';
import { AddLearnerDialog, RemoveLearnerDialog } from './LearnerDialogs.tsx';
import { MissedTimeDialog } from './MissedTimeDialog.tsx';
import { RosterHeader } from './RosterHeader.tsx';
import {
  type DerivedRow,
  LEARNER_WIDTH,
  ROW_HEIGHT,
  RosterRow,
  type RosterRowActions,
  rosterColumns,
  rosterMinWidth,
} from './RosterRow.tsx';
import { RosterToolbar } from './RosterToolbar.tsx';
import { useMarkAllDays, useMarkDay, useMarkEveryone, useRoster } from './roster-api.ts';
import { VirtualRows } from './VirtualRows.tsx';

type Dialog =
  | { kind: 'missed'; row: DerivedRow; date: string }
  | { kind: 'remove'; row: DerivedRow }
  | { kind: 'add' }
  | { kind: 'codes' }
  | null;

const VIEWPORT_HEIGHT = 560;

/**
 * The class Roster step (and the instructor's roster): learners with attendance per
 * day, all days, missed time, credits and their limitation reasons, filtered by a
 * date. Editing needs the class's edit ability; a class blocked by its unfinalized
 * agenda shows why instead of acting.
 */
export default function RosterStep({ cls }: { cls: ClassResponse }) {
  const classId = cls.classSummary.id;
  const roster = useRoster(classId);
  const [date, setDate] = useState('');
  const [filter, setFilter] = useState<RosterFilter | ''>('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const markDay = useMarkDay(classId);
  const markAllDays = useMarkAllDays(classId);
  const markEveryone = useMarkEveryone(classId);
  const canEdit = cls.abilities.edit && !cls.actionBlocked;

  const data = roster.data;
  const dates = data?.days ?? [];
  const selectedDate = dates.includes(date) ? date : (dates[0] ?? '');
  const derived = useMemo(() => (data ? data.roster.map((entry) => deriveRosterEntry(entry, data.days)) : []), [data]);
  const shown = useMemo(() => filterRoster(derived, selectedDate, filter || null), [derived, selectedDate, filter]);
  const dayTime = (d: string) => data?.dayTimes.find((t) => t.date === d) ?? null;

  const actions: RosterRowActions = {
    canEdit,
    markDay: (row, d, attended) => {
      const day = dayTime(d)?.day ?? row.days[d]?.day;
      if (day !== undefined) markDay.mutate({ rosterId: row.class_roster_id, date: d, day, attended });
    },
    markAllDays: (row, attended) => markAllDays.mutate({ rosterId: row.class_roster_id, attended }),
    openMissedTime: (row, d) => setDialog({ kind: 'missed', row, date: d }),
    remove: (row) => setDialog({ kind: 'remove', row }),
  };

  let body: ReactNode;
  if (roster.isPending) body = <LoadingSpinner />;
  else if (roster.isError) body = <Alert severity="error">The roster could not be loaded: {errorMessage(roster.error)}</Alert>;
  else if (derived.length === 0) body = <EmptyState>No learners on this roster yet.</EmptyState>;
  else
    body = (
      <>
        <Typography variant="body2" aria-live="polite" sx={{ mb: 1 }}>
          {shown.length} of {derived.length} learners
        </Typography>
        <VirtualRows
          label="Class roster"
          items={shown}
          rowHeight={ROW_HEIGHT}
          height={VIEWPORT_HEIGHT}
          gridTemplateColumns={rosterColumns(dates.length)}
          minWidth={rosterMinWidth(dates.length)}
          firstColumnWidth={LEARNER_WIDTH}
          header={<RosterHeader dates={dates} />}
          rowKey={(row) => row.class_roster_id}
          renderRow={(row) => (
            <RosterRow row={row} dates={dates} reasons={data?.limitationReasonsObj[String(row.class_roster_id)] ?? []} actions={actions} />
          )}
        />
      </>
    );

  // The roster of a fresh row may be gone after a reload: look it up again so a dialog shows current intervals.
  const current = (row: DerivedRow) => derived.find((r) => r.class_roster_id === row.class_roster_id) ?? row;

  return (
    <PageSection title="Roster">
      {cls.actionBlocked && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {cls.actionBlocked}
        </Alert>
      )}
      <RosterToolbar
        dates={dates}
        date={selectedDate}
        filter={filter}
        onDate={setDate}
        onFilter={setFilter}
        canEdit={canEdit && derived.length > 0}
        markingEveryone={markEveryone.isPending}
        onMarkEveryone={(attended) => markEveryone.mutate(attended)}
        onAddLearner={() => setDialog({ kind: 'add' })}
        onCodes={cls.abilities.seeCodes ? () => setDialog({ kind: 'codes' }) : null}
        onExport={() =>
          void saveFile(`/class/roster/export/${classId}`, `class-${classId}-roster.csv`).catch((e: unknown) =>
            showAlert(e instanceof Error ? e.message : 'The roster could not be exported.', 'error'),
          )
        }
      />
      <Box>{body}</Box>
      {dialog?.kind === 'missed' && (
        <MissedTimeDialog
          classId={classId}
          row={current(dialog.row)}
          date={dialog.date}
          dayTime={dayTime(dialog.date)}
          canEdit={canEdit}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'remove' && <RemoveLearnerDialog classId={classId} row={dialog.row} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'add' && <AddLearnerDialog classId={classId} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'codes' && <AttendanceCodesDialog cls={cls} onClose={() => setDialog(null)} />}
    </PageSection>
  );
}
