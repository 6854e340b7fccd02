import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@tanstack/react-query';
import { QueryView } from '../../../components/QueryView.tsx';
import type { ExternalCpeResponse } from '../api/ecp-queries.ts';
import { ecpSubKey, useEcpWrite } from '../api/ecp-queries.ts';
import { readCertificate, saveProposalValues } from './certificate-api.ts';
import { ProposalsForm } from './ProposalsForm.tsx';
import { nothingRead, type ProposalValues, proposedValues } from './proposal-values.ts';

interface CertificateDialogProps {
  request: ExternalCpeResponse;
  doc: { id: number; doc_name: string };
  onClose(): void;
}

/** 'Read values from this certificate' on the Documentation step: the server reads it, the learner confirms or corrects, Save writes. */
export function CertificateDialog({ request, doc, onClose }: CertificateDialogProps) {
  const id = request.header.internal_id;
  const read = useQuery({
    queryKey: ecpSubKey(id, `certificate-${doc.id}`),
    queryFn: ({ signal }) => readCertificate(id, doc.id, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const save = useEcpWrite(id, (values: ProposalValues) => saveProposalValues(id, values), 'Certificate values saved');
  return (
    <Dialog open onClose={onClose} aria-labelledby="certificate-dialog-title" fullWidth maxWidth="sm" scroll="paper">
      <DialogTitle id="certificate-dialog-title">{`Values read from ${doc.doc_name}`}</DialogTitle>
      <DialogContent dividers>
        <QueryView query={read} loadingLabel="Reading the certificate">
          {(answer) => (
            <>
              {nothingRead(answer.proposals) && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  No values could be read from the certificate.
                </Alert>
              )}
              <ProposalsForm
                proposed={proposedValues(request, answer.proposals)}
                saving={save.isPending}
                onSave={(values) => void save.mutateAsync(values).then(onClose, () => {})}
              />
            </>
          )}
        </QueryView>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
