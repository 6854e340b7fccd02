import { isPermissionCode, PERMISSIONS, type PersonProfile } from '@cpe/contract';
import Button from '@mui/material/Button';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { personRecordKey } from '../../../lib/person-record-key.ts';
import { useRecordWrite } from '../../../lib/use-record-write.ts';
import { setRoleHolder } from '../api/roles-queries.ts';
import { AddPersonRole } from './AddPersonRole.tsx';

type PersonRole = PersonProfile['roles'][number];

/**
 * A person's Roles and Permissions page (roles_and_permissions): their roles and the codes
 * those give, from the profile. Their administrator with the roles page (abilities.editRoles)
 * adds and removes roles; the person's next request has the new rights.
 */
export default function PersonRolesStep({ person }: { person: PersonProfile }) {
  const edit = person.abilities.editRoles;
  const change = useRecordWrite(personRecordKey(person.id), setRoleHolder);
  const roleColumns: Column<PersonRole>[] = [
    { header: 'Role', cell: (r) => r.role_name },
    { header: 'System Role', cell: (r) => (r.is_system_role ? 'Yes' : 'No') },
  ];
  if (edit) {
    roleColumns.push({
      header: 'Actions',
      actions: true,
      cell: (r) => (
        <Button
          size="small"
          color="error"
          disabled={change.isPending}
          onClick={() => change.mutate({ roleId: r.id, personId: person.id, holds: false })}
          aria-label={`Remove role ${r.role_name}`}
        >
          Remove
        </Button>
      ),
    });
  }
  const codes = person.permissions.map((code) => ({ code, meaning: isPermissionCode(code) ? PERMISSIONS[code] : '' }));
  return (
    <>
      <PageSection title="Roles and Permissions">
        {edit && (
          <AddPersonRole
            held={person.roles.map((r) => r.id)}
            busy={change.isPending}
            onAdd={(roleId) => change.mutateAsync({ roleId, personId: person.id, holds: true })}
          />
        )}
        {person.roles.length === 0 ? (
          <EmptyState>This person holds no roles.</EmptyState>
        ) : (
          <RecordTable caption="Roles" columns={roleColumns} rows={person.roles} rowKey={(r) => r.id} />
        )}
      </PageSection>
      <PageSection title="Permission Codes" level={2}>
        {codes.length === 0 ? (
          <EmptyState>The person's roles give no permission codes.</EmptyState>
        ) : (
          <RecordTable
            caption="Permission codes"
            columns={[
              { header: 'Code', cell: (c) => c.code },
              { header: 'Meaning', cell: (c) => c.meaning },
            ]}
            rows={codes}
            rowKey={(c) => c.code}
          />
        )}
      </PageSection>
    </>
  );
}
