import { normalizeEnteredCode } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { LoadingSpinner } from '../../../components/page/LoadingSpinner.tsx';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { formatDisplayDate } from '../../../lib/dates.ts';
import { type Outcome, outcomeOf, useAttendableClasses, useVerifyCode } from './attend-api.ts';

/** The class and code of the QR code a learner scanned in the room (?class=7&code=…), if any. */
function scannedCode(): { classId: number | ''; code: string } {
  const params = new URLSearchParams(window.location.search);
  const classId = Number(params.get('class'));
  return { classId: Number.isInteger(classId) && classId > 0 ? classId : '', code: params.get('code') ?? '' };
}

/**
 * /learner/attendance: a learner in the room picks the class and types the code shown
 * there (or scans its QR code, which fills both in); a valid code adds them to the roster and marks the day attended.
 */
export default function AttendanceCodeScreen() {
  const classes = useAttendableClasses();
  const verify = useVerifyCode();
  const [scanned] = useState(scannedCode);
  const [chosen, setClassId] = useState<number | ''>(scanned.classId);
  const [code, setCode] = useState(scanned.code);
  // A scanned class the learner cannot enter a code for is not preselected.
  const classId = chosen !== '' && classes.data?.some((c) => c.id === chosen) ? chosen : '';
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const entered = normalizeEnteredCode(code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (classId === '' || entered === '') return;
    setOutcome(null);
    verify.mutate(
      { classId, attendCode: entered },
      {
        onSuccess: (reply) => setOutcome(outcomeOf(reply)),
        onError: (error) => setOutcome({ severity: 'error', message: errorMessage(error) }),
      },
    );
  };

  if (classes.isPending) return <LoadingSpinner />;
  if (classes.isError) return <Alert severity="error">Your classes could not be loaded: {errorMessage(classes.error)}</Alert>;
  return (
    <PageSection title="Attendance code">
      {classes.data.length === 0 ? (
        <EmptyState>There are no classes you can enter an attendance code for.</EmptyState>
      ) : (
        <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 600 }}>
          <TextField
            select
            required
            label="Class"
            value={classId}
            onChange={(e) => {
              setClassId(Number(e.target.value));
              setOutcome(null);
            }}
          >
            {classes.data.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.class_title}
                {c.dates.length > 0 ? ` (${c.dates.map((d) => formatDisplayDate(d)).join(', ')})` : ''}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            required
            label="Attendance code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            slotProps={{ htmlInput: { autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false, maxLength: 40 } }}
          />
          <div>
            <Button type="submit" variant="contained" disabled={classId === '' || entered === '' || verify.isPending}>
              Submit code
            </Button>
          </div>
          {outcome && (
            <Alert severity={outcome.severity} role={outcome.severity === 'success' ? 'status' : 'alert'}>
              {outcome.message}
            </Alert>
          )}
        </Stack>
      )}
    </PageSection>
  );
}
