import { calls, forgotPasswordBody, MESSAGES } from '@cpe/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';
import { call } from '../../lib/call.ts';
import AccountCard from './AccountCard.tsx';
import type { CheckEmailState } from './CheckEmailScreen.tsx';

type ForgotValues = z.input<typeof forgotPasswordBody>;

/**
 * /forgotPassword: POST /auth/forgot-password e-mails an external user a
 * single-use link to /resetPassword. Internal users reset through the firm's directory.
 */
export default function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ForgotValues>({
    resolver: zodResolver(forgotPasswordBody),
    defaultValues: { username: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const res = await call(calls.forgotPassword, { body: values });
      const state: CheckEmailState = { message: res.message };
      void navigate('/checkEmail', { state });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : MESSAGES.unexpectedError);
    }
  });

  return (
    <AccountCard title="Forgot Password" intro="Enter your username or e-mail address. We will e-mail you a link to choose a new password.">
      <Stack component="form" onSubmit={onSubmit} noValidate spacing={2}>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label="Username or Email"
          autoComplete="username"
          required
          autoFocus
          {...register('username')}
          error={Boolean(formState.errors.username)}
          helperText={formState.errors.username?.message}
        />
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          Send Reset Link
        </Button>
        <Link component={RouterLink} to="/login">
          Back to Login
        </Link>
      </Stack>
    </AccountCard>
  );
}
