import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { type BulkAttendance, bulkAttendanceConfirm, bulkAttendanceQuestion, bulkAttendanceTitle } from './bulk-attendance.ts';

/** The confirmation of 'Mark everyone attended' and 'Clear attendance', naming the learners and the day it changes. */
export function BulkAttendanceDialog({
  change,
  busy,
  onConfirm,
  onClose,
}: {
  change: BulkAttendance;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
}) {
  return (
    <ConfirmDialog
      title={bulkAttendanceTitle(change.attended)}
      text={bulkAttendanceQuestion(change)}
      confirm={bulkAttendanceConfirm(change.attended)}
      tone={change.attended ? 'primary' : 'error'}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
