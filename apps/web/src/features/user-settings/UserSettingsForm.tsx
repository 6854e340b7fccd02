import { type AuthUser, calls, MESSAGES, USER_MANAGEMENT_MESSAGES, updateUserBody } from '@cpe/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';
import { call } from '../../lib/call.ts';
import { sessionStore } from '../../lib/session/session-store.ts';

/** A required field that then follows the server's own rule, so that empty says 'Required.'. */
const filled = <T extends z.ZodType<string, string>>(rule: T) => z.string().trim().min(1, MESSAGES.required).pipe(rule);

/**
 * The settings part of User Settings, built from the server's body schema (one
 * schema for form and server). Only external users edit username and e-mail:
 * the server refuses them for internal users ('Only external users may change…').
 */
export function userSettingsSchema(external: boolean) {
  const shape = updateUserBody.shape;
  return z.object({
    in_first_name: shape.in_first_name,
    in_last_name: shape.in_last_name,
    in_username: external ? filled(shape.in_username.unwrap().unwrap()) : z.string(),
    in_email_address: external ? filled(shape.in_email_address.unwrap().unwrap()) : z.string(),
  });
}

type SettingsValues = z.input<ReturnType<typeof userSettingsSchema>>;

const valuesOf = (user: AuthUser): SettingsValues => ({
  in_first_name: user.first_name,
  in_last_name: user.last_name,
  in_username: user.username ?? '',
  in_email_address: user.email_address ?? '',
});

type Result = { severity: 'success' | 'error'; message: string };

/**
 * `proxying`: an administrator acting for this person sees username and e-mail but cannot change
 * them (ADR 0056; the server refuses too), so the form says why rather than failing on Save.
 */
export function UserSettingsForm({ user, external, proxying = false }: { user: AuthUser; external: boolean; proxying?: boolean }) {
  const schema = useMemo(() => userSettingsSchema(external), [external]);
  const { register, handleSubmit, formState, reset } = useForm<SettingsValues>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: valuesOf(user),
  });
  const [result, setResult] = useState<Result | null>(null);
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setResult(null);
    const body = {
      in_first_name: values.in_first_name.trim(),
      in_last_name: values.in_last_name.trim(),
      ...(external ? { in_username: values.in_username.trim(), in_email_address: values.in_email_address.trim() } : {}),
    };
    try {
      const res = await call(calls.updateUser, { params: { personId: user.person_id }, body });
      // The top bar and every screen read the user from the session store.
      sessionStore.set((s) => ({ ...s, user: res.user }));
      reset(valuesOf(res.user));
      setResult({ severity: 'success', message: MESSAGES.settingsUpdated });
    } catch (e) {
      setResult({ severity: 'error', message: e instanceof ApiError ? e.message : MESSAGES.unexpectedError });
    }
  });

  const field = (name: keyof SettingsValues, label: string, autoComplete: string, type = 'text', locked = false) => (
    <TextField
      label={label}
      type={type}
      autoComplete={autoComplete}
      required
      {...register(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message ?? (locked ? USER_MANAGEMENT_MESSAGES.proxySignInDetails : undefined)}
      slotProps={locked ? { htmlInput: { readOnly: true } } : undefined}
    />
  );

  return (
    <Stack component="form" onSubmit={onSubmit} noValidate spacing={2}>
      {field('in_first_name', 'First Name', 'given-name')}
      {field('in_last_name', 'Last Name', 'family-name')}
      {external && field('in_username', 'Username', 'username', 'text', proxying)}
      {external && field('in_email_address', 'Email', 'email', 'email', proxying)}
      {result && (
        <Alert severity={result.severity} role={result.severity === 'error' ? 'alert' : 'status'}>
          {result.message}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
        Save
      </Button>
    </Stack>
  );
}
