import Sync from '@mui/icons-material/Sync';
import Button from '@mui/material/Button';
import { LoadingDialog } from '../../../components/page/LoadingDialog.tsx';
import { refStore } from '../../../lib/reference/ref-store.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { useStore } from '../../../lib/store.ts';
import { useAgendaStatus } from './use-agenda-status.ts';
import { useCourseSync } from './use-course-sync.ts';

/**
 * The LMS sync button of a course (shown when abilities.sync) and its overlay 'Syncing data
 * from SAP'. While the agenda-status poll finds a sync of the course in flight, the
 * button says so and waits.
 */
export function SyncButton({ courseId }: { courseId: number }) {
  const { user } = useStore(sessionStore);
  const lms = useStore(refStore).settings.defaultLms ?? 'SAP';
  const { syncing, start } = useCourseSync(courseId, user?.person_id);
  const agenda = useAgendaStatus(courseId);
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<Sync />} onClick={() => void start()} disabled={syncing || agenda.busy}>
        {agenda.busy ? 'LMS sync in progress' : `Sync with ${lms}`}
      </Button>
      <LoadingDialog open={syncing} message={`Syncing data from ${lms}`} />
    </>
  );
}
