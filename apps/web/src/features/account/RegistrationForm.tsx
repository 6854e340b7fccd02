import { calls, MESSAGES, registerBody, USER_MANAGEMENT_MESSAGES } from '@cpe/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client.ts';
import { call } from '../../lib/call.ts';
import AccountCard from './AccountCard.tsx';

type RegisterValues = z.input<typeof registerBody>;

/**
 * External self-registration (POST /external-user/register). The server always
 * answers the same way, whether or not the address is known, and e-mails a link
 * to /password; so the next screen only says to check the e-mail.
 */
export function RegistrationForm({ title, intro }: { title: string; intro: string }) {
  // /admin/usermanagement may close registration: then the screen says so instead of offering the form.
  const status = useQuery({ queryKey: ['registration-status'], queryFn: ({ signal }) => call(calls.registrationStatus, { signal }) });
  if (status.data?.registrationOpen === false)
    return (
      <AccountCard title={title}>
        <Alert severity="info">{USER_MANAGEMENT_MESSAGES.registrationClosed}</Alert>
        <Link component={RouterLink} to="/login">
          Already have an account? Login
        </Link>
      </AccountCard>
    );
  return <OpenRegistrationForm title={title} intro={intro} />;
}

function OpenRegistrationForm({ title, intro }: { title: string; intro: string }) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<RegisterValues>({
    resolver: zodResolver(registerBody),
    defaultValues: { first_name: '', last_name: '', email_address: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await call(calls.register, { body: values });
      void navigate('/checkEmail', { state: { email: values.email_address } });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : MESSAGES.unexpectedError);
    }
  });

  return (
    <AccountCard title={title} intro={intro}>
      <Stack component="form" onSubmit={onSubmit} noValidate spacing={2}>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          label="First Name"
          autoComplete="given-name"
          required
          autoFocus
          {...register('first_name')}
          error={Boolean(errors.first_name)}
          helperText={errors.first_name?.message}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          required
          {...register('last_name')}
          error={Boolean(errors.last_name)}
          helperText={errors.last_name?.message}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...register('email_address')}
          error={Boolean(errors.email_address)}
          helperText={errors.email_address?.message}
        />
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {title}
        </Button>
        <Link component={RouterLink} to="/login">
          Already have an account? Login
        </Link>
      </Stack>
    </AccountCard>
  );
}
