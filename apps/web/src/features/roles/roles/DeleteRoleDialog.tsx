import { calls, type RoleSummary, roleHeldMessage } from '@cpe/contract';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { call } from '../../../lib/call.ts';
import { useRolesWrite } from '../api/roles-queries.ts';

/** DELETE /roles/{id}: only a role nobody holds (ADR 0030); the dialog says so before asking the server. */
export function DeleteRoleDialog({ role, onClose }: { role: RoleSummary; onClose(): void }) {
  const remove = useRolesWrite(() => call(calls.deleteRole, { params: { id: role.id } }));
  const held = role.holder_count > 0;
  return (
    <ConfirmDialog
      title={`Delete ${role.role_name}`}
      text={held ? roleHeldMessage(role.holder_count) : `The role ${role.role_name} and its permission codes are deleted.`}
      confirm="Delete role"
      busy={remove.isPending || held}
      onConfirm={() => remove.mutate(undefined, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
