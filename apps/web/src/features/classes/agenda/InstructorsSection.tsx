import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { PeoplePicker } from '../../people/PersonPicker.tsx';
import { LoadingSpinner } from '../../shell/LoadingSpinner.tsx';
import { PageSection } from '../../shell/PageSection.tsx';
import { errorMessage, useClassResource, useClassWrite } from '../api/class-queries.ts';
import type { ClassInstructor } from '../api/class-types.ts';

/** The class's preferred instructors (GET /class/instructor/{id}); PUT /class/instructor/{id} { person_ids } replaces them. */
export function InstructorsSection({ classId, editable }: { classId: number; editable: boolean }) {
  const instructors = useClassResource<ClassInstructor[]>(classId, 'instructors', `/class/instructor/${classId}`);
  const [draft, setDraft] = useState<number[] | null>(null);
  const save = useClassWrite(
    classId,
    (person_ids: number[]) => api('PUT', `/class/instructor/${classId}`, { body: { person_ids } }),
    'Instructors saved',
  );
  const current = instructors.data?.map((i) => i.person_id) ?? [];
  return (
    <PageSection title="Instructors" level={2}>
      {instructors.isError && <Alert severity="error">The instructors could not be loaded: {errorMessage(instructors.error)}</Alert>}
      {instructors.isPending && <LoadingSpinner label="Loading the instructors" />}
      {instructors.data && !editable && (
        <Typography variant="body2">{instructors.data.map((i) => i.name).join(', ') || 'No instructors assigned.'}</Typography>
      )}
      {instructors.data && editable && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Stack sx={{ flex: 1 }}>
            <PeoplePicker
              label="Instructors"
              known={instructors.data.map((i) => ({ id: i.person_id, name: i.name }))}
              value={draft ?? current}
              onChange={setDraft}
            />
          </Stack>
          <Button
            variant="contained"
            disabled={draft === null || save.isPending}
            onClick={() => draft && save.mutate(draft, { onSuccess: () => setDraft(null) })}
          >
            Save instructors
          </Button>
        </Stack>
      )}
    </PageSection>
  );
}
