import { MESSAGES, type PermissionRow, SYSTEM_ROLE_PROTECTED, splitRoles } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { LoadingSpinner } from '../../../components/page/LoadingSpinner.tsx';
import { setRoleCode, useRoles, useRolesWrite } from '../api/roles-queries.ts';

/**
 * One code's roles: tick a non-system role to grant the code to it, untick to revoke. The
 * system roles that hold it are named; they are protected (ADR 0030).
 */
export function CodeRolesDialog({ permission, onClose }: { permission: PermissionRow | null; onClose(): void }) {
  const titleId = useId();
  const roles = useRoles();
  const change = useRolesWrite(setRoleCode);
  if (!permission) return null;
  const holders = new Set(permission.role_ids);
  const lists = roles.data ? splitRoles(roles.data) : null;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle id={titleId}>Grant {permission.code}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText sx={{ mb: 1 }}>{permission.meaning}</DialogContentText>
        {roles.isError && <Alert severity="error">{MESSAGES.noRolesFound}</Alert>}
        {!lists && !roles.isError && <LoadingSpinner label="Loading roles" />}
        {lists && (
          <>
            <Typography variant="subtitle2" component="h3">
              System roles holding it
            </Typography>
            <Typography sx={{ mb: 1 }}>
              {lists.system
                .filter((r) => holders.has(r.id))
                .map((r) => r.role_name)
                .join(', ') || 'None'}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
              {SYSTEM_ROLE_PROTECTED}
            </Typography>
            <Typography variant="subtitle2" component="h3">
              Other roles
            </Typography>
            <FormGroup>
              {lists.other.map((r) => (
                <FormControlLabel
                  key={r.id}
                  label={r.role_name}
                  control={
                    <Checkbox
                      checked={holders.has(r.id)}
                      disabled={change.isPending}
                      onChange={(e) => change.mutate({ roleId: r.id, code: permission.code, granted: e.target.checked })}
                    />
                  }
                />
              ))}
            </FormGroup>
            {lists.other.length === 0 && <Typography>The firm has no roles of its own yet: create one on the Roles page.</Typography>}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
