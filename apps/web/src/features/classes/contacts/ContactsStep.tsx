import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import type { ClassContact } from '../api/class-types.ts';
import type { ClassStepProps } from '../workspace/step-props.ts';
import { AddContactForm } from './AddContactForm.tsx';
import { contactsByRole, monitorWarning, useClassRoles, useClassStaff, useRemoveContact } from './contacts-api.ts';

/** The Contacts step: contacts by role, the dedicated-monitor warning, and adding and removing contacts when the class is editable. */
export default function ContactsStep({ cls }: ClassStepProps) {
  const id = cls.classSummary.id;
  const editable = cls.abilities.edit;
  const staff = useClassStaff(id);
  const roles = useClassRoles();
  const remove = useRemoveContact(id);
  const warning = staff.data ? monitorWarning(staff.data) : null;
  const columns: Column<ClassContact>[] = [{ header: 'Name', cell: (c) => c.name }];
  if (editable)
    columns.push({
      header: 'Actions',
      actions: true,
      cell: (c) => (
        <Button
          size="small"
          color="error"
          disabled={remove.isPending}
          onClick={() => remove.mutate(c.class_contact_id)}
          aria-label={`Remove ${c.name} (${c.role_name})`}
        >
          Remove
        </Button>
      ),
    });
  return (
    <PageSection title="Contacts">
      {warning && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="monitor-warning">
          {warning}
        </Alert>
      )}
      <QueryView query={staff} what="contacts" loadingLabel="Loading the contacts">
        {({ contacts }) =>
          contacts.length === 0 ? (
            <EmptyState>No contacts yet.</EmptyState>
          ) : (
            contactsByRole(contacts).map(([role, rows]) => (
              <PageSection key={role} title={role} level={2}>
                <RecordTable caption={role} columns={columns} rows={rows} rowKey={(c) => c.class_contact_id} />
              </PageSection>
            ))
          )
        }
      </QueryView>
      {/* Without `what`: a roles failure is the server's message alone ('No roles found' is shown as an error). */}
      {editable && (
        <QueryView query={roles} loadingLabel="Loading the roles">
          {(data) => <AddContactForm classId={id} roles={data} />}
        </QueryView>
      )}
    </PageSection>
  );
}
