import { MESSAGES, type RoleSummary, splitRoles } from '@cpe/contract';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { LoadingSpinner } from '../../../components/page/LoadingSpinner.tsx';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { useRoles } from '../api/roles-queries.ts';
import { DeleteRoleDialog } from './DeleteRoleDialog.tsx';
import { RoleCodesDialog } from './RoleCodesDialog.tsx';
import { RoleHoldersDialog } from './RoleHoldersDialog.tsx';
import { RoleNameDialog } from './RoleNameDialog.tsx';
import { type RoleAction, RoleTable } from './RoleTable.tsx';

type Open = { action: RoleAction; role: RoleSummary } | { action: 'new' } | null;

/**
 * /roles (HPT013): the firm's roles, system roles and the others listed separately,
 * each with its codes and how many hold it. New role; rename, delete, change the codes of a
 * non-system role; give any role to people or take it away. A failed or empty load
 * is the error 'No roles found'.
 */
export default function RolesScreen() {
  const roles = useRoles();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const act = (action: RoleAction, role: RoleSummary) => setOpen({ action, role });
  // A failed or empty load is the error 'No roles found' (an empty list arrives as that error).
  const status = () => {
    if (roles.isError && roles.data === undefined) {
      return (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void roles.refetch()}>
              Retry
            </Button>
          }
        >
          {MESSAGES.noRolesFound}
        </Alert>
      );
    }
    return roles.data === undefined ? <LoadingSpinner label="Loading roles" /> : null;
  };
  const lists = roles.data === undefined ? null : splitRoles(roles.data);
  return (
    <>
      <PageSection title="Roles">
        <Button startIcon={<Add />} variant="contained" onClick={() => setOpen({ action: 'new' })} sx={{ alignSelf: 'flex-start' }}>
          New role
        </Button>
        {status()}
      </PageSection>
      {lists && (
        <>
          <PageSection title="System Roles" level={2}>
            <RoleTable caption="System roles" roles={lists.system} onAction={act} />
          </PageSection>
          <PageSection title="Other Roles" level={2}>
            {lists.other.length === 0 ? (
              <EmptyState>The firm has no roles of its own yet.</EmptyState>
            ) : (
              <RoleTable caption="Other roles" roles={lists.other} onAction={act} />
            )}
          </PageSection>
        </>
      )}
      {open?.action === 'new' && <RoleNameDialog onClose={close} />}
      {open?.action === 'rename' && <RoleNameDialog role={open.role} onClose={close} />}
      {open?.action === 'delete' && <DeleteRoleDialog role={open.role} onClose={close} />}
      {open?.action === 'codes' && <RoleCodesDialog role={open.role} onClose={close} />}
      {open?.action === 'people' && <RoleHoldersDialog role={open.role} onClose={close} />}
    </>
  );
}
