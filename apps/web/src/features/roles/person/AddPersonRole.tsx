import { MESSAGES } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useRoles } from '../api/roles-queries.ts';

/** Chooses one of the firm's roles the person does not hold yet and adds it. */
export function AddPersonRole({ held, busy, onAdd }: { held: number[]; busy: boolean; onAdd(roleId: number): Promise<unknown> }) {
  const roles = useRoles();
  const [chosen, setChosen] = useState('');
  if (roles.isError) return <Alert severity="error">{MESSAGES.noRolesFound}</Alert>;
  const offered = (roles.data ?? []).filter((r) => !held.includes(r.id));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
      <TextField
        select
        size="small"
        label="Role to add"
        value={chosen}
        onChange={(e) => setChosen(e.target.value)}
        sx={{ minWidth: 240 }}
        disabled={roles.data === undefined}
      >
        {offered.map((r) => (
          <MenuItem key={r.id} value={String(r.id)}>
            {r.role_name}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="contained"
        disabled={chosen === '' || busy}
        onClick={() =>
          void onAdd(Number(chosen)).then(
            () => setChosen(''),
            () => undefined,
          )
        }
      >
        Add role
      </Button>
    </Stack>
  );
}
