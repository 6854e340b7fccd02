import type { AddedUser, PersonType } from '@cpe/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { nativeSelect } from '../../../components/search/SearchForm.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { errorMessage, useAddUser } from '../api/user-admin-queries.ts';
import { type AddPersonValues, addPersonSchema, addUserBody, emptyPerson } from './add-person-form.ts';
import { personPagePath } from './person-page.ts';

const TYPE_LABELS: Record<PersonType, string> = { internal: 'Internal (staff of the firm)', external: 'External (outside learner)' };

/**
 * Add one person of a type the caller administers (ADM001 internal, ADM002 external, ADM003 both).
 * A field the server refuses (a duplicate e-mail or username) shows its message under the field.
 */
export function AddPersonForm({ types }: { types: readonly PersonType[] }) {
  const first = types[0] ?? 'internal';
  const { register, handleSubmit, watch, reset, setError, formState } = useForm<AddPersonValues>({
    resolver: zodResolver(addPersonSchema),
    defaultValues: emptyPerson(first),
  });
  const add = useAddUser();
  const [added, setAdded] = useState<AddedUser | null>(null);
  const type = watch('person_type');
  const { errors } = formState;
  const field = (name: Path<AddPersonValues>, label: string, extra: { required?: boolean; helper?: string; type?: string } = {}) => (
    <TextField
      label={label}
      required={extra.required}
      type={extra.type}
      {...register(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message ?? extra.helper}
      autoComplete="off"
    />
  );

  const submit = handleSubmit((values) => {
    setAdded(null);
    add.mutate(addUserBody(values), {
      onSuccess: (user) => {
        setAdded(user);
        showAlert(`${user.first_name} ${user.last_name} was added`);
        reset(emptyPerson(values.person_type));
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? (error.body?.errors ?? []) : [];
        for (const f of fields) {
          const name = f.field.replace(/^body\./, '') as Path<AddPersonValues>;
          if (name in emptyPerson(first)) setError(name, { message: f.message });
        }
        showAlert(errorMessage(error), 'error');
      },
    });
  });

  return (
    <Box component="form" aria-label="Add a person" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
      <TextField select label="Person Type" required {...register('person_type')} slotProps={nativeSelect} disabled={types.length < 2}>
        {types.map((t) => (
          <option key={t} value={t}>
            {TYPE_LABELS[t]}
          </option>
        ))}
      </TextField>
      {field('first_name', 'First Name', { required: true })}
      {field('last_name', 'Last Name', { required: true })}
      {field('email_address', 'Email', {
        required: true,
        type: 'email',
        helper:
          type === 'external' ? 'The username is the e-mail address. The registration e-mail goes here.' : 'The primary e-mail address.',
      })}
      {type === 'internal' && (
        <>
          {field('legal_first_name', 'Legal First Name')}
          {field('legal_last_name', 'Legal Last Name')}
          {field('username', 'Username', { helper: 'The firm directory username; the e-mail address when left empty.' })}
          {field('id_type', 'ID Type')}
          {field('id_value', 'ID Value', { helper: 'For example the employee id; it becomes the display id.' })}
        </>
      )}
      <Button type="submit" variant="contained" disabled={add.isPending} sx={{ justifySelf: 'start' }}>
        Add person
      </Button>
      {added && (
        <Alert severity="success" role="status">
          {`${added.first_name} ${added.last_name} was added with status '${added.status}'. `}
          <Link component={RouterLink} to={personPagePath(added)}>
            Open {added.first_name} {added.last_name}'s page
          </Link>
        </Alert>
      )}
    </Box>
  );
}
