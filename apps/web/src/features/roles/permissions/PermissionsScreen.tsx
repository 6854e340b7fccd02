import type { PermissionRow } from '@cpe/contract';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { usePermissionList } from '../api/roles-queries.ts';
import { CodeRolesDialog } from './CodeRolesDialog.tsx';

/**
 * /permissions (HPT014): every permission code with its meaning and the roles that
 * hold it. 'Grant' opens the code's roles, where it is granted to or taken from a non-system role.
 */
export default function PermissionsScreen() {
  const permissions = usePermissionList();
  const [open, setOpen] = useState<string | null>(null);
  const columns: Column<PermissionRow>[] = [
    { header: 'Code', cell: (p) => p.code },
    { header: 'Meaning', cell: (p) => p.meaning },
    { header: 'Roles', cell: (p) => (p.roles.length ? p.roles.join(', ') : '----') },
    {
      header: 'Actions',
      actions: true,
      cell: (p) => (
        <Button size="small" onClick={() => setOpen(p.code)} aria-label={`Grant ${p.code}`}>
          Grant
        </Button>
      ),
    },
  ];
  return (
    <PageSection title="Permissions">
      <QueryView query={permissions} what="permission codes" loadingLabel="Loading permission codes">
        {(rows) => (
          <>
            <RecordTable caption="Permission codes" columns={columns} rows={rows} rowKey={(p) => p.code} />
            {open && <CodeRolesDialog permission={rows.find((p) => p.code === open) ?? null} onClose={() => setOpen(null)} />}
          </>
        )}
      </QueryView>
    </PageSection>
  );
}
