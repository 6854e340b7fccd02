import { MESSAGES } from '@cpe/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { LightButton } from '../../components/light-form/LightButton.tsx';
import { LightErrorAlert } from '../../components/light-form/LightErrorAlert.tsx';
import { LightTextField } from '../../components/light-form/LightTextField.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { homeFor } from '../../lib/session/guards.ts';
import { signIn } from '../../lib/session/session-actions.ts';
import { deepLink } from '../../lib/session/session-store.ts';
import type { LoginErrors, LoginValues } from './login-validation.ts';

const FIELDS = ['username', 'password'] as const;

const check = async (values: LoginValues) => (await import('./login-validation.ts')).checkLogin(values);

/**
 * /login: the tenant-branded sign-in; afterwards the saved deep link, else home. Its form is
 * built from Box, Typography and Link (in the entry chunk already) and the light-form controls,
 * so that it shows without loading MUI's inputs or a form library (issue 17). It behaves as the
 * react-hook-form version did: checked on submit, each field checked again as it changes once
 * the form was submitted, and the first field in error focused.
 */
export default function LoginScreen() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<LoginErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const inputs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  // After a logout, links followed from here on are deep links again.
  useEffect(() => deepLink.release(), []);

  const values = (): LoginValues => ({ username: inputs.username.current?.value ?? '', password: inputs.password.current?.value ?? '' });

  const recheck = async (field: keyof LoginValues) => {
    if (!submitted.current) return;
    const { errors } = await check(values());
    setFieldErrors((shown) => ({ ...shown, [field]: errors?.[field] }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitted.current = true;
    setSubmitting(true);
    try {
      const checked = await check(values());
      setFieldErrors(checked.errors ?? {});
      if (!checked.values) {
        const first = FIELDS.find((field) => checked.errors[field]);
        if (first) inputs[first].current?.focus();
        return;
      }
      setError(null);
      const user = await signIn(checked.values.username.trim(), checked.values.password);
      // Straight to the user's home, not '/': the guard also moves a signed-in user off
      // /login, to '/', and both navigations must end on the same page.
      void navigate(deepLink.take() ?? homeFor(user.roles) ?? '/', { replace: true });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : MESSAGES.unexpectedError);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography component="h1" variant="h5">
          Login
        </Typography>
        {error && <LightErrorAlert>{error}</LightErrorAlert>}
        <LightTextField
          ref={inputs.username}
          name="username"
          label="Username"
          autoComplete="username"
          autoFocus
          onChange={() => void recheck('username')}
          error={Boolean(fieldErrors.username)}
          helperText={fieldErrors.username}
        />
        <LightTextField
          ref={inputs.password}
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          onChange={() => void recheck('password')}
          error={Boolean(fieldErrors.password)}
          helperText={fieldErrors.password}
        />
        <LightButton type="submit" disabled={submitting}>
          Login
        </LightButton>
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <Link component={RouterLink} to="/forgotPassword">
            Forgot Password?
          </Link>
          <Link component={RouterLink} to="/register">
            Register
          </Link>
        </Box>
      </Box>
    </form>
  );
}
