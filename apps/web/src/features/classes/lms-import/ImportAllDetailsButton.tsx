import type { ClassResponse } from '@cpe/contract';
import CloudDownload from '@mui/icons-material/CloudDownload';
import Button from '@mui/material/Button';
import { LoadingDialog } from '../../../components/page/LoadingDialog.tsx';
import { refStore } from '../../../lib/reference/ref-store.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { useStore } from '../../../lib/store.ts';
import { useImportAllDetails } from './use-import-all-details.ts';

/**
 * 'Import from {LMS}' in the class's header strip: every detail of the class (its days,
 * roster and attendance) from the LMS, for those who may sync it (CLS046) while it is
 * Uncertified; a Certified class is synced only by hand, with the Sync button of its
 * Approval step. Before the course agenda is finalized it says why it cannot.
 */
export function ImportAllDetailsButton({ cls }: { cls: ClassResponse }) {
  const { classSummary: summary, abilities, actionBlocked } = cls;
  const { user } = useStore(sessionStore);
  const lms = useStore(refStore).settings.defaultLms ?? 'SAP';
  const { syncing, start } = useImportAllDetails(summary.id, summary.status, user?.person_id, lms);
  if (!abilities.sync || summary.status !== 'Uncertified') return null;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<CloudDownload />}
        disabled={syncing}
        onClick={() => (actionBlocked ? showAlert(actionBlocked, 'warning') : void start())}
      >
        Import from {lms}
      </Button>
      <LoadingDialog open={syncing} message={`Syncing data from ${lms}`} />
    </>
  );
}
