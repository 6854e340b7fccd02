import Button from '@mui/material/Button';
import { useState } from 'react';
import { saveFile } from '../../lib/save-file.ts';
import { showAlert } from '../../lib/shell/alert-store.ts';

interface CertificateLinkProps {
  classId: number;
  personId: number;
  /** What the certificate is of, for the button's accessible name ('Download certificate: Ethics 2026'). */
  title: string;
}

/**
 * Downloads the certificate of completion of a person in a class (a PDF, issued with its
 * verification code on the first download). Shared: the learner's transcript and the person's
 * transcripts page both show it on each class line.
 */
export function CertificateLink({ classId, personId, title }: CertificateLinkProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await saveFile(`/certificates/class/${classId}/person/${personId}`);
    } catch (e) {
      showAlert(e instanceof Error ? e.message : 'The certificate could not be downloaded.', 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" variant="text" disabled={busy} aria-label={`Download certificate: ${title}`} onClick={() => void download()}>
      Certificate
    </Button>
  );
}
