import { type ClassResponse, deriveRosterEntry, filterRoster, type RosterFilter } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { saveFile } from '../../../lib/save-file.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { AttendanceCodesDialog } from '../codes/AttendanceCodesDialog.tsx';
import { BulkAttendanceDialog } from './BulkAttendanceDialog.tsx';
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
  | { kind: 'bulk'; attended: boolean }
  | null;

const VIEWPORT_HEIGHT = 560;

/**
 * The class Roster step (and the instructor's roster): learners with attendance per
 * day, all days, missed time, credits and their limitation reasons, filtered by a
 * date. Adding and removing learners needs the class's edit ability, attendance and
 * missed time its markAttendance ability (an instructor of the class has it while
 * Uncertified); a class blocked by its unfinalized agenda shows why instead of acting.
 * Marking or clearing everyone asks first, naming the learners and the selected day.
 * `aoaRequired`: whether the Attendance Codes dialog requires the AOA expiry, when the page
 * that shows the roster has its own configuration (a local learning's); by default the class's.
 */
export default function RosterStep({ cls, aoaRequired }: { cls: ClassResponse; aoaRequired?: boolean }) {
  const classId = cls.classSummary.id;
  const roster = useRoster(classId);
  const [date, setDate] = useState('');
  const [filter, setFilter] = useState<RosterFilter | ''>('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const markDay = useMarkDay(classId);
  const markAllDays = useMarkAllDays(classId);
  const markEveryone = useMarkEveryone(classId);
  const canEdit = cls.abilities.edit && !cls.actionBlocked;
  const canMark = cls.abilities.markAttendance && !cls.actionBlocked;
  // The learners' certificates, once the class is Certified, for whoever runs it (the server checks again).
  const canZip = cls.classSummary.status === 'Certified' && cls.abilities.edit;
  const [zipping, setZipping] = useState(false);
  const downloadCertificates = () => {
    setZipping(true);
    saveFile(`/certificates/class/${classId}/zip`, `certificates-class-${classId}.zip`)
      .catch((e: unknown) => showAlert(e instanceof Error ? e.message : 'The certificates could not be downloaded.', 'error'))
      .finally(() => setZipping(false));
  };

  const data = roster.data;
  const dates = data?.days ?? [];
  const selectedDate = dates.includes(date) ? date : (dates[0] ?? '');
  const derived = useMemo(() => (data ? data.roster.map((entry) => deriveRosterEntry(entry, data.days)) : []), [data]);
  const shown = useMemo(() => filterRoster(derived, selectedDate, filter || null), [derived, selectedDate, filter]);
  const dayTime = (d: string) => data?.dayTimes.find((t) => t.date === d) ?? null;
  // The day a bulk change applies to: the selected date's, or every day when none is selected.
  const bulkDay = selectedDate ? dayTime(selectedDate)?.day : undefined;

  const actions: RosterRowActions = {
    canEdit,
    canMark,
    markDay: (row, d, attended) => {
      const day = dayTime(d)?.day ?? row.days[d]?.day;
      if (day !== undefined) markDay.mutate({ rosterId: row.class_roster_id, date: d, day, attended });
    },
    markAllDays: (row, attended) => markAllDays.mutate({ rosterId: row.class_roster_id, attended }),
    openMissedTime: (row, d) => setDialog({ kind: 'missed', row, date: d }),
    remove: (row) => setDialog({ kind: 'remove', row }),
  };

  // The rows come from `derived` (the loaded roster with its days worked out), so the loaded data itself is not needed here.
  const body = (
    <QueryView query={roster} what="roster">
      {() =>
        derived.length === 0 ? (
          <EmptyState>No learners on this roster yet.</EmptyState>
        ) : (
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
                <RosterRow
                  row={row}
                  dates={dates}
                  reasons={data?.limitationReasonsObj[String(row.class_roster_id)] ?? []}
                  actions={actions}
                />
              )}
            />
          </>
        )
      }
    </QueryView>
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
        canAddLearner={canEdit}
        canMarkEveryone={canMark && derived.length > 0}
        markingEveryone={markEveryone.isPending}
        onMarkEveryone={(attended) => setDialog({ kind: 'bulk', attended })}
        onAddLearner={() => setDialog({ kind: 'add' })}
        onCodes={cls.abilities.seeCodes ? () => setDialog({ kind: 'codes' }) : null}
        onCertificates={canZip ? downloadCertificates : null}
        certificatesPending={zipping}
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
          canEdit={canMark}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'remove' && <RemoveLearnerDialog classId={classId} row={dialog.row} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'add' && <AddLearnerDialog classId={classId} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'codes' && <AttendanceCodesDialog cls={cls} aoaRequired={aoaRequired} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'bulk' && (
        <BulkAttendanceDialog
          change={{ attended: dialog.attended, learners: derived.length, date: bulkDay === undefined ? null : selectedDate }}
          busy={markEveryone.isPending}
          onConfirm={() => markEveryone.mutate({ attended: dialog.attended, day: bulkDay }, { onSettled: () => setDialog(null) })}
          onClose={() => setDialog(null)}
        />
      )}
    </PageSection>
  );
}
