import { ACCOUNT_ACTIVE, calls, FORGOT_PASSWORD_STATUS, MESSAGES } from '@cpe/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';
import { call } from '../../lib/call.ts';
import { refStore } from '../../lib/reference/ref-store.ts';
import { sessionStore } from '../../lib/session/session-store.ts';
import { useStore } from '../../lib/store.ts';
import {
  canSavePassword,
  EMPTY_PASSWORD_FORM,
  oldPasswordRequired,
  type PasswordFormValues,
  passwordFormSchema,
  tenantPasswordPolicy,
} from './password-form.ts';

type Result = { severity: 'success' | 'error'; message: string };

/**
 * Change Password: used in User Settings and on the screens an
 * e-mailed link opens. The old password is asked unless the session came from such a link.
 */
export function ChangePasswordForm({ onSaved }: { onSaved?: () => void }) {
  const session = useStore(sessionStore);
  const { settings } = useStore(refStore);
  const oldRequired = oldPasswordRequired(session);
  const { pattern, complexityMessage } = tenantPasswordPolicy(settings);
  const schema = useMemo(() => passwordFormSchema({ pattern, complexityMessage }, oldRequired), [pattern, complexityMessage, oldRequired]);
  const { register, handleSubmit, formState, watch, getValues, trigger, reset } = useForm<PasswordFormValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: EMPTY_PASSWORD_FORM,
  });
  const [result, setResult] = useState<Result | null>(null);
  const canSave = canSavePassword(watch(), formState.isValid, oldRequired) && !formState.isSubmitting;
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    const user = sessionStore.get().user;
    if (!user) return;
    setResult(null);
    try {
      await call(calls.updatePassword, {
        body: {
          person_id: user.person_id,
          old_password: oldRequired ? values.old_password : null,
          new_password: values.new_password,
          confirm_password: values.confirm_password,
          personAccountStatus: oldRequired ? null : FORGOT_PASSWORD_STATUS,
        },
      });
      // The server made the account Active and ended this session's reset state: the next change asks for the old password.
      sessionStore.set((s) => ({ ...s, personAccountStatus: null, user: s.user && { ...s.user, status: ACCOUNT_ACTIVE } }));
      reset(EMPTY_PASSWORD_FORM);
      setResult({ severity: 'success', message: MESSAGES.passwordUpdated });
      onSaved?.();
    } catch (e) {
      setResult({ severity: 'error', message: e instanceof ApiError ? e.message : MESSAGES.unexpectedError });
    }
  });

  return (
    <Stack component="form" onSubmit={onSubmit} noValidate spacing={2}>
      {oldRequired && (
        <TextField
          label="Old Password"
          type="password"
          autoComplete="current-password"
          required
          {...register('old_password')}
          error={Boolean(errors.old_password)}
          helperText={errors.old_password?.message}
        />
      )}
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        required
        // The confirmation depends on this field too; re-check it once the user has typed one.
        {...register('new_password', { onChange: () => getValues('confirm_password') && void trigger('confirm_password') })}
        error={Boolean(errors.new_password)}
        helperText={errors.new_password?.message}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        {...register('confirm_password')}
        error={Boolean(errors.confirm_password)}
        helperText={errors.confirm_password?.message}
      />
      {result && (
        <Alert severity={result.severity} role={result.severity === 'error' ? 'alert' : 'status'}>
          {result.message}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={!canSave} sx={{ alignSelf: 'flex-start' }}>
        Save Password
      </Button>
    </Stack>
  );
}
