import {
  CLASS_MESSAGES,
  canUpdateExpiration,
  codeExpiryValid,
  formatClassLocal,
  isCodeExpired,
  parseClassLocal,
  validateCodeExpiry,
} from '@cpe/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { formatDisplay } from '../../../lib/dates.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { type AttendanceCode, copyCode, useUpdateCodeExpiry } from './codes-api.ts';
import { attendanceQrText, QrCode } from './QrCode.tsx';

interface CodeCardProps {
  classId: number;
  code: AttendanceCode;
  timeZone: string;
  canEdit: boolean;
  aoaRequired: boolean;
  /** Closes the whole dialog: an invalid date does. */
  onInvalid(): void;
}

type Field = 'expiration_date' | 'aoa_expiration_date';
const LABELS: Record<Field, string> = {
  expiration_date: 'Expiration (YYYY-MM-DD HH:mm)',
  aoa_expiration_date: 'AOA expiration (YYYY-MM-DD HH:mm)',
};

/** One attendance code: shown large with Copy, marked when expired, and its two expiration dates edited in the class timezone. */
export function CodeCard({ classId, code, timeZone, canEdit, aoaRequired, onInvalid }: CodeCardProps) {
  const original = {
    expiration_date: formatClassLocal(code.expiration_date, timeZone),
    aoa_expiration_date: formatClassLocal(code.aoa_expiration_date, timeZone),
  };
  const [edited, setEdited] = useState(original);
  const update = useUpdateCodeExpiry(classId);
  const errors = validateCodeExpiry(edited, timeZone, { aoaRequired });
  const expired = code.is_expired === 1 || isCodeExpired(code.expiration_date, new Date());

  // A date that cannot be read ends the edit with the message, rather than lingering:
  // on leaving the field, or on Enter, where the disabled Update button would otherwise do nothing.
  const checkOnBlur = (field: Field) => {
    if (errors[field] !== CLASS_MESSAGES.codeExpirationInvalid) return;
    showAlert(CLASS_MESSAGES.codeExpirationInvalid, 'error');
    onInvalid();
  };
  const checkOnEnter = (field: Field) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' && errors[field] === CLASS_MESSAGES.codeExpirationInvalid) {
      event.preventDefault();
      checkOnBlur(field);
    }
  };
  const toInstant = (value: string) => (value.trim() === '' ? null : (parseClassLocal(value, timeZone)?.toISOString() ?? null));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canUpdateExpiration({ original, edited, valid: codeExpiryValid(errors) })) return;
    update.mutate({
      attendance_code_id: code.attendance_code_id,
      expiration_date: toInstant(edited.expiration_date),
      aoa_expiration_date: toInstant(edited.aoa_expiration_date),
    });
  };
  const label = code.day === null ? 'Whole class' : `Day ${code.day}`;

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={submit} aria-label={`Attendance code ${label}`} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography
          component="p"
          sx={{ fontFamily: 'monospace', fontSize: 32, letterSpacing: 4 }}
          aria-label={`Code ${code.attendance_code}`}
        >
          {code.attendance_code}
        </Typography>
        <Button onClick={() => void copyCode(code.attendance_code)} aria-label={`Copy code ${code.attendance_code}`}>
          Copy
        </Button>
        {expired && <Chip color="error" size="small" label="Expired" />}
      </Stack>
      {!expired && (
        <QrCode text={attendanceQrText(classId, code.attendance_code)} label={`QR code of attendance code ${code.attendance_code}`} />
      )}
      <Typography variant="body2" color="text.secondary">
        {label} · Source: {code.source_name} · Times in {timeZone}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Expires {formatDisplay(code.expiration_date, timeZone) || 'never'} · AOA until{' '}
        {formatDisplay(code.aoa_expiration_date, timeZone) || 'no end'}
      </Typography>
      <Stack spacing={2}>
        {(['expiration_date', 'aoa_expiration_date'] as const).map((field) => (
          <TextField
            key={field}
            size="small"
            label={LABELS[field]}
            value={edited[field]}
            disabled={!canEdit}
            onChange={(e) => setEdited({ ...edited, [field]: e.target.value })}
            onBlur={() => checkOnBlur(field)}
            onKeyDown={checkOnEnter(field)}
            error={errors[field] !== null}
            helperText={errors[field] ?? ' '}
          />
        ))}
      </Stack>
      {canEdit && (
        <Button
          type="submit"
          variant="contained"
          disabled={update.isPending || !canUpdateExpiration({ original, edited, valid: codeExpiryValid(errors) })}
        >
          Update
        </Button>
      )}
    </Paper>
  );
}
