import { type loginBody, MESSAGES } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { z } from 'zod';
import { PlainTextField } from '../../components/page/PlainTextField.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { homeFor } from '../../lib/session/guards.ts';
import { signIn } from '../../lib/session/session-actions.ts';
import { deepLink } from '../../lib/session/session-store.ts';

type LoginForm = z.input<typeof loginBody>;

const resolver: Resolver<LoginForm> = async (values, context, options) =>
  (await import('./login-resolver.ts')).loginResolver(values, context, options);

/** /login: the tenant-branded sign-in; afterwards the saved deep link, else home. */
export default function LoginScreen() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginForm>({ resolver, defaultValues: { username: '', password: '' } });
  // After a logout, links followed from here on are deep links again.
  useEffect(() => deepLink.release(), []);

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const user = await signIn(values.username.trim(), values.password);
      // Straight to the user's home, not '/': the guard also moves a signed-in user off
      // /login, to '/', and both navigations must end on the same page.
      void navigate(deepLink.take() ?? homeFor(user.roles) ?? '/', { replace: true });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : MESSAGES.unexpectedError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack spacing={2}>
        <Typography component="h1" variant="h5">
          Login
        </Typography>
        {error && <Alert severity="error">{error}</Alert>}
        <PlainTextField
          label="Username"
          autoComplete="username"
          autoFocus
          {...register('username')}
          error={Boolean(formState.errors.username)}
          helperText={formState.errors.username?.message}
        />
        <PlainTextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...register('password')}
          error={Boolean(formState.errors.password)}
          helperText={formState.errors.password?.message}
        />
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          Login
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Link component={RouterLink} to="/forgotPassword">
            Forgot Password?
          </Link>
          <Link component={RouterLink} to="/register">
            Register
          </Link>
        </Stack>
      </Stack>
    </form>
  );
}
