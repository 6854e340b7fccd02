import type { AoaResponse } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-errors.ts';
import { type CodeOutcome, codeOutcome, useValidateCode } from './verification-api.ts';

/**
 * Verification by attendance code (HPT005): the code given in the class. A valid one
 * verifies the AOA and puts the learner on the roster; an expired or another class's code
 * says so in the product's words, and the learner may try documents instead.
 */
export function CodeVerification({ aoa }: { aoa: AoaResponse }) {
  const validate = useValidateCode(aoa);
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<CodeOutcome | null>(null);
  const entered = code.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!entered) return;
    setOutcome(null);
    validate.mutate(entered, {
      onSuccess: (reply) => setOutcome(reply.is_valid_attend_code ? null : codeOutcome(reply)),
      onError: (error) => setOutcome({ severity: 'error', message: errorMessage(error) }),
    });
  };

  return (
    <Stack component="form" aria-label="Verify by attendance code" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 480 }}>
      <TextField
        label="Attendance code"
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
        slotProps={{ htmlInput: { autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false, maxLength: 40 } }}
      />
      <div>
        <Button type="submit" variant="contained" disabled={!entered || validate.isPending}>
          Verify code
        </Button>
      </div>
      {outcome && (
        <Alert severity={outcome.severity} role={outcome.severity === 'success' ? 'status' : 'alert'}>
          {outcome.message}
        </Alert>
      )}
    </Stack>
  );
}
