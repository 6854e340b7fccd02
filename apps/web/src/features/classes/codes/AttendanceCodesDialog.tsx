import { type ClassResponse, codeEditingDisabled } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { QueryView } from '../../../components/QueryView.tsx';
import { CodeCard } from './CodeCard.tsx';
import { PRODUCT_SOURCE_NAME, useAttendanceCodes } from './codes-api.ts';

interface AttendanceCodesDialogProps {
  cls: ClassResponse;
  /** The AOA expiry is required unless the page's configuration says otherwise; by default the class's. */
  aoaRequired?: boolean;
  onClose(): void;
}

/**
 * The Attendance Codes dialog: each code large with Copy, expired ones
 * marked, and their expiration dates edited in the class timezone. Editing is off
 * without the ability, and for every code once any code came from another system.
 */
export function AttendanceCodesDialog({
  cls,
  aoaRequired = cls.elements.aoa_expiration_date.required,
  onClose,
}: AttendanceCodesDialogProps) {
  const titleId = useId();
  const codes = useAttendanceCodes(cls.classSummary.id);
  const foreign = codes.data ? codeEditingDisabled(codes.data, PRODUCT_SOURCE_NAME) : false;
  const canEdit = cls.abilities.editCodeExpiry && !foreign;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Attendance Codes</DialogTitle>
      <DialogContent>
        <QueryView query={codes} what="codes">
          {(list) => (
            <>
              {foreign && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  Some codes come from another system, so their expiration dates are changed there.
                </Alert>
              )}
              {list.length === 0 && <Alert severity="info">This class has no attendance codes.</Alert>}
              <Stack spacing={2}>
                {list.map((code) => (
                  <CodeCard
                    key={`${code.attendance_code_id}-${code.expiration_date}-${code.aoa_expiration_date}`}
                    classId={cls.classSummary.id}
                    code={code}
                    timeZone={cls.classSummary.timezone_data.timezone}
                    canEdit={canEdit}
                    aoaRequired={aoaRequired}
                    onInvalid={onClose}
                  />
                ))}
              </Stack>
            </>
          )}
        </QueryView>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
