import Sync from '@mui/icons-material/Sync';
import Button from '@mui/material/Button';
import { LoadingDialog } from '../../../components/page/LoadingDialog.tsx';
import { refStore } from '../../../lib/reference/ref-store.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { useStore } from '../../../lib/store.ts';
import { useCourseSync } from './use-course-sync.ts';

/** The LMS sync button of a course (shown when abilities.sync) and its overlay 'Syncing data from SAP' (spec §8). */
export function SyncButton({ courseId }: { courseId: number }) {
  const { user } = useStore(sessionStore);
  const lms = useStore(refStore).settings.defaultLms ?? 'SAP';
  const { syncing, start } = useCourseSync(courseId, user?.person_id);
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<Sync />} onClick={() => void start()} disabled={syncing}>
        Sync with {lms}
      </Button>
      <LoadingDialog open={syncing} message={`Syncing data from ${lms}`} />
    </>
  );
}
