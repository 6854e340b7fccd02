import { calls, type RoleSummary, roleNameBody } from '@cpe/contract';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { call } from '../../../lib/call.ts';
import { useRolesWrite } from '../api/roles-queries.ts';

/** New role (POST /roles) or a non-system role's new name (PUT /roles/{id}); the server says when the name is taken. */
export function RoleNameDialog({ role, onClose }: { role?: RoleSummary; onClose(): void }) {
  const [name, setName] = useState(role?.role_name ?? '');
  const [touched, setTouched] = useState(false);
  const parsed = roleNameBody.safeParse({ role_name: name });
  const problem = parsed.success ? undefined : parsed.error.issues[0]?.message;
  const save = useRolesWrite((role_name: string) =>
    role ? call(calls.renameRole, { params: { id: role.id }, body: { role_name } }) : call(calls.createRole, { body: { role_name } }),
  );
  return (
    <FormDialog
      open
      title={role ? `Rename ${role.role_name}` : 'New role'}
      submitLabel={role ? 'Rename role' : 'Create role'}
      submitting={save.isPending}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (parsed.success) save.mutate(parsed.data.role_name, { onSuccess: onClose });
      }}
    >
      <TextField
        label="Role name"
        required
        autoFocus
        value={name}
        onChange={(e) => setName(e.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && Boolean(problem)}
        helperText={touched ? problem : undefined}
      />
    </FormDialog>
  );
}
