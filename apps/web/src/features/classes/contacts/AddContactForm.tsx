import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { PersonPicker } from '../../../components/person-picker/PersonPicker.tsx';
import { type ObjectRole, useAddContact } from './contacts-api.ts';

/** Adds a contact: a person and a class role (system roles first, the tenant's own roles listed separately). */
export function AddContactForm({ classId, roles }: { classId: number; roles: readonly ObjectRole[] }) {
  const add = useAddContact(classId);
  const [personId, setPersonId] = useState<number | null>(null);
  const [roleId, setRoleId] = useState('');
  const system = roles.filter((r) => r.is_system_role);
  const own = roles.filter((r) => !r.is_system_role);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (personId === null || !roleId) return;
    add.mutate({ person_id: personId, role_id: Number(roleId) }, { onSuccess: () => setPersonId(null) });
  };
  return (
    <Stack component="form" direction={{ xs: 'column', md: 'row' }} spacing={2} onSubmit={submit} aria-label="Add contact" sx={{ mt: 2 }}>
      <Stack sx={{ flex: 1 }}>
        <PersonPicker label="Person" value={personId} onChange={(id) => setPersonId(id)} />
      </Stack>
      <TextField select label="Role" value={roleId} onChange={(e) => setRoleId(e.target.value)} sx={{ minWidth: 260 }}>
        {system.length > 0 && <ListSubheader>Roles</ListSubheader>}
        {system.map((r) => (
          <MenuItem key={r.role_id} value={String(r.role_id)}>
            {r.role_name}
          </MenuItem>
        ))}
        {own.length > 0 && <ListSubheader>Other roles</ListSubheader>}
        {own.map((r) => (
          <MenuItem key={r.role_id} value={String(r.role_id)}>
            {r.role_name}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained" disabled={personId === null || !roleId || add.isPending}>
        Add contact
      </Button>
    </Stack>
  );
}
