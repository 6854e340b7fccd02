import type { RoleHolder, RoleSummary } from '@cpe/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { EmptyState } from '../../../components/page/PageSection.tsx';
import { PersonPicker } from '../../../components/person-picker/PersonPicker.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { setRoleHolder, useRoleHolders, useRolesWrite } from '../api/roles-queries.ts';

const fullName = (h: RoleHolder) => [h.first_name, h.last_name].filter(Boolean).join(' ') || `Person ${h.person_id}`;

/**
 * The people who hold a role (GET /roles/{id}/people): give it to someone found with the
 * person picker (internal or external), or take it from a holder. The server refuses people
 * of a type the caller does not administer.
 */
export function RoleHoldersDialog({ role, onClose }: { role: RoleSummary; onClose(): void }) {
  const titleId = useId();
  const holders = useRoleHolders(role.id);
  const [chosen, setChosen] = useState<number | null>(null);
  const change = useRolesWrite(setRoleHolder);
  const columns: Column<RoleHolder>[] = [
    { header: 'Name', cell: fullName },
    { header: 'Type', cell: (h) => h.person_type },
    { header: 'E-mail Address', cell: (h) => h.email_address ?? '----' },
    {
      header: 'Actions',
      actions: true,
      cell: (h) => (
        <Button
          size="small"
          color="error"
          disabled={change.isPending}
          onClick={() => change.mutate({ roleId: role.id, personId: h.person_id, holds: false })}
          aria-label={`Remove ${fullName(h)} from ${role.role_name}`}
        >
          Remove
        </Button>
      ),
    },
  ];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>People holding {role.role_name}</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ my: 1, alignItems: { sm: 'center' } }}>
          <PersonPicker label="Person" type="all" value={chosen} onChange={(id) => setChosen(id)} size="small" />
          <Button
            variant="contained"
            disabled={chosen === null || change.isPending}
            onClick={() =>
              chosen !== null && change.mutate({ roleId: role.id, personId: chosen, holds: true }, { onSuccess: () => setChosen(null) })
            }
          >
            Give role
          </Button>
        </Stack>
        <QueryView query={holders} what="people holding the role" loadingLabel="Loading people">
          {(rows) =>
            rows.length === 0 ? (
              <EmptyState>Nobody holds this role.</EmptyState>
            ) : (
              <RecordTable caption={`People holding ${role.role_name}`} columns={columns} rows={rows} rowKey={(h) => h.person_id} />
            )
          }
        </QueryView>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
