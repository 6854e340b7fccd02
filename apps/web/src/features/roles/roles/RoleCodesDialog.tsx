import { PERMISSION_CODES, PERMISSIONS, type RoleSummary, SYSTEM_ROLE_PROTECTED } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { useId } from 'react';
import { setRoleCode, useRoles, useRolesWrite } from '../api/roles-queries.ts';

/**
 * A role's permission codes (table), each with its meaning: ticking grants the code
 * (PUT /roles/{id}/permissions/{code}), unticking revokes it. A system role's codes are shown
 * but cannot change.
 */
export function RoleCodesDialog({ role, onClose }: { role: RoleSummary; onClose(): void }) {
  const titleId = useId();
  const roles = useRoles();
  // The list refetches after each change; the dialog shows the role as it now is.
  const current = roles.data?.find((r) => r.id === role.id) ?? role;
  const held = new Set(current.permissions);
  const change = useRolesWrite(setRoleCode);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle id={titleId}>Permission codes of {current.role_name}</DialogTitle>
      <DialogContent dividers>
        {current.is_system_role && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {SYSTEM_ROLE_PROTECTED}
          </Alert>
        )}
        <FormGroup>
          {PERMISSION_CODES.map((code) => (
            <FormControlLabel
              key={code}
              label={`${code}: ${PERMISSIONS[code]}`}
              control={
                <Checkbox
                  checked={held.has(code)}
                  disabled={current.is_system_role || change.isPending}
                  onChange={(e) => change.mutate({ roleId: current.id, code, granted: e.target.checked })}
                />
              }
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
