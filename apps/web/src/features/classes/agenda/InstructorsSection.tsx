import { calls } from '@cpe/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { PeoplePicker } from '../../../components/person-picker/PersonPicker.tsx';
import { QueryView } from '../../../components/QueryView.tsx';
import { call } from '../../../lib/call.ts';
import { useClassResource, useClassWrite } from '../api/class-queries.ts';
import type { ClassInstructor } from '../api/class-types.ts';

const names = (people: readonly ClassInstructor[]) => people.map((i) => i.name).join(', ');

/**
 * The class's preferred instructors (GET /class/instructor/{id}, those marked preferred);
 * PUT /class/instructor/{id} { person_ids } replaces them. The same answer lists who
 * teaches the agenda's modules (the class's or the course's module instructors): they are
 * shown apart, and become instructors of the class only when added and saved, so the
 * picker never shows as saved someone the class does not have.
 */
export function InstructorsSection({ classId, editable }: { classId: number; editable: boolean }) {
  const instructors = useClassResource(classId, 'instructors', (signal) =>
    call(calls.getClassInstructors, { params: { id: classId }, signal }),
  );
  return (
    <PageSection title="Instructors" level={2}>
      <QueryView query={instructors} what="instructors" loadingLabel="Loading the instructors">
        {(all) => <Instructors classId={classId} editable={editable} all={all} />}
      </QueryView>
    </PageSection>
  );
}

/** The loaded instructors: the preferred ones (in a picker when editable), then who teaches the agenda's modules. */
function Instructors({ classId, editable, all }: { classId: number; editable: boolean; all: readonly ClassInstructor[] }) {
  const [draft, setDraft] = useState<number[] | null>(null);
  const save = useClassWrite(
    classId,
    (person_ids: number[]) => call(calls.setClassInstructors, { params: { id: classId }, body: { person_ids } }),
    'Instructors saved',
  );
  const preferred = all.filter((i) => i.preferred);
  const teaching = all.filter((i) => !i.preferred);
  const value = draft ?? preferred.map((i) => i.person_id);
  const toAdd = teaching.filter((i) => !value.includes(i.person_id));
  return (
    <>
      {!editable && <Typography variant="body2">{names(preferred) || 'No instructors assigned.'}</Typography>}
      {editable && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Stack sx={{ flex: 1 }} spacing={1}>
            <PeoplePicker
              label="Instructors"
              known={all.map((i) => ({ id: i.person_id, name: i.name }))}
              value={value}
              onChange={setDraft}
            />
            {draft !== null && (
              <Typography variant="body2" color="warning.main" role="status">
                Not saved yet: Save instructors to keep this list.
              </Typography>
            )}
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
      {teaching.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }} useFlexGap>
          <Typography variant="body2" color="text.secondary">
            Teaching modules of the agenda: {names(teaching)}
          </Typography>
          {editable && toAdd.length > 0 && (
            <Button size="small" onClick={() => setDraft([...value, ...toAdd.map((i) => i.person_id)])}>
              Add them as instructors
            </Button>
          )}
        </Stack>
      )}
    </>
  );
}
