import type { RoleSummary } from '@cpe/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';

export type RoleAction = 'codes' | 'people' | 'rename' | 'delete';

/** One list of roles: name, codes, how many hold it; system roles offer no rename or delete (they are protected). */
export function RoleTable({
  caption,
  roles,
  onAction,
}: {
  caption: string;
  roles: readonly RoleSummary[];
  onAction(action: RoleAction, role: RoleSummary): void;
}) {
  const button = (action: RoleAction, role: RoleSummary, text: string) => (
    <Button size="small" onClick={() => onAction(action, role)} aria-label={`${text} of ${role.role_name}`}>
      {text}
    </Button>
  );
  const columns: Column<RoleSummary>[] = [
    { header: 'Role', cell: (r) => r.role_name },
    { header: 'Permission Codes', cell: (r) => (r.permissions.length ? r.permissions.join(', ') : '----') },
    { header: 'People', cell: (r) => r.holder_count },
    {
      header: 'Actions',
      actions: true,
      cell: (r) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {button('codes', r, 'Codes')}
          {button('people', r, 'People')}
          {!r.is_system_role && button('rename', r, 'Rename')}
          {!r.is_system_role && button('delete', r, 'Delete')}
        </Stack>
      ),
    },
  ];
  return <RecordTable caption={caption} columns={columns} rows={roles} rowKey={(r) => r.id} />;
}
