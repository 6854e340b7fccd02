import { COURSE_CONTACT_ROLES, type CourseResponse, calls } from '@cpe/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { PersonPicker } from '../../../components/person-picker/PersonPicker.tsx';
import type { PersonOption } from '../../../components/person-picker/person-search.ts';
import { type Column, RecordTable } from '../../../components/record/RecordTable.tsx';
import { call } from '../../../lib/call.ts';
import { useCourseLookups } from '../../../lib/reference/lookups.ts';
import { useCourseWrite } from '../api/course-queries.ts';

type ContactRole = (typeof COURSE_CONTACT_ROLES)[number];

type Contact = CourseResponse['courseHeader']['contacts'][number];

/** The course's contacts: add (POST /course/person/add/{agendaId}) and remove (PUT /course/person/remove/{coursePeopleId}). */
export function ContactsSection({ course }: { course: CourseResponse }) {
  const id = course.courseHeader.id;
  const canEdit = course.abilities.edit;
  const lookups = useCourseLookups(canEdit);
  const [person, setPerson] = useState<PersonOption | null>(null);
  const [role, setRole] = useState<ContactRole>(COURSE_CONTACT_ROLES[0]);
  const add = useCourseWrite(
    id,
    (body: { personId: number; contactRole: ContactRole }) => call(calls.addCoursePerson, { params: { agendaId: id }, body }),
    'Contact added',
  );
  const remove = useCourseWrite(
    id,
    (c: Contact) => call(calls.removeCoursePerson, { params: { coursePeopleId: c.course_people_id } }),
    'Contact removed',
  );

  const columns: Column<Contact>[] = [
    { header: 'Name', cell: (c) => c.name },
    { header: 'Role', cell: (c) => c.contact_role },
  ];
  if (canEdit) {
    columns.push({
      header: 'Actions',
      actions: true,
      cell: (c) => (
        <Button
          size="small"
          color="error"
          onClick={() => remove.mutate(c)}
          disabled={remove.isPending}
          aria-label={`Remove ${c.name} (${c.contact_role})`}
        >
          Remove
        </Button>
      ),
    });
  }
  const contacts = course.courseHeader.contacts;
  return (
    <PageSection title="Contacts" level={2}>
      {contacts.length === 0 ? (
        <EmptyState>No contacts yet.</EmptyState>
      ) : (
        <RecordTable caption="Contacts" columns={columns} rows={contacts} rowKey={(c) => c.course_people_id} />
      )}
      {canEdit && (
        <Stack
          component="form"
          noValidate
          aria-label="Add contact"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mt: 2 }}
          onSubmit={(e) => {
            e.preventDefault();
            if (!person) return;
            add.mutate({ personId: person.id, contactRole: role }, { onSuccess: () => setPerson(null) });
          }}
        >
          <Stack sx={{ minWidth: 260, flex: 1 }}>
            <PersonPicker label="Person" size="small" value={person?.id ?? null} onChange={(_, chosen) => setPerson(chosen)} />
          </Stack>
          <TextField
            select
            size="small"
            label="Contact role"
            value={role}
            onChange={(e) => setRole(COURSE_CONTACT_ROLES.find((r) => r === e.target.value) ?? COURSE_CONTACT_ROLES[0])}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 200 }}
          >
            {(lookups.data?.contactRoles ?? COURSE_CONTACT_ROLES).map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </TextField>
          <Button type="submit" variant="outlined" disabled={!person || add.isPending}>
            Add contact
          </Button>
        </Stack>
      )}
    </PageSection>
  );
}
