import { type CertificateProposals, calls, ECP_MESSAGES } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { LoadingSpinner } from '../../../components/page/LoadingSpinner.tsx';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { call } from '../../../lib/call.ts';
import { routePath } from '../../../lib/routes/route-table.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { readCertificate, saveProposalValues, uploadCertificate } from '../certificate/certificate-api.ts';
import { ProposalsForm } from '../certificate/ProposalsForm.tsx';
import { nothingRead, type ProposalValues, type Proposed, proposedValues } from '../certificate/proposal-values.ts';

/** A Draft named after the file until the learner confirms the title read from it. */
const titleOf = (file: File) =>
  file.name
    .replace(/\.pdf$/i, '')
    .trim()
    .slice(0, 300) || 'External CPE';

/** Nothing read for the title: the Draft's own (the file's name) stands. */
function withTitle(proposed: Proposed, title: string): Proposed {
  return proposed.values.title ? proposed : { ...proposed, values: { ...proposed.values, title } };
}

/** Starts a Draft, uploads the certificate to it (type 80) and has the server read it. */
async function readNewCertificate(
  file: File,
): Promise<{ requestId: number; title: string; proposals: CertificateProposals; error?: string }> {
  const title = titleOf(file);
  const { requestId } = await call(calls.createExternalCpe, { body: { title } });
  const docId = await uploadCertificate(requestId, file);
  try {
    return { requestId, title, proposals: (await readCertificate(requestId, docId)).proposals };
  } catch (e) {
    // The request and its certificate exist: the learner can still fill it in by hand.
    return {
      requestId,
      title,
      proposals: {
        sponsor_name: null,
        nasba_sponsor_id: null,
        program_title: null,
        completion_date: null,
        delivery_method: null,
        credits: [],
      },
      error: errorMessage(e),
    };
  }
}

/**
 * /learner/external2: a request started from a PDF certificate of completion. The server
 * proposes sponsor, NASBA sponsor id, title, completion date, delivery method and credits by
 * field of study; the learner confirms or corrects each (values still as read are marked
 * 'Read from certificate'), then saves and continues on the request.
 */
export default function CertificateStartScreen() {
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const read = useMutation({ mutationFn: readNewCertificate, onError: (e) => showAlert(errorMessage(e), 'error') });
  const save = useMutation({
    mutationFn: ({ id, values }: { id: number; values: ProposalValues }) => saveProposalValues(id, values),
    onSuccess: (_, { id }) => {
      showAlert(ECP_MESSAGES.saved);
      void navigate(routePath('learner-cpe-details-id', { id }));
    },
    onError: (e) => showAlert(errorMessage(e), 'error'),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = !file
      ? 'Choose the PDF certificate of completion.'
      : /\.pdf$/i.test(file.name) || file.type === 'application/pdf'
        ? null
        : ECP_MESSAGES.notAPdf;
    setFileError(problem);
    if (file && !problem) read.mutate(file);
  };
  const answer = read.data;
  return (
    <PageSection title="External CPE from a Certificate">
      <Typography sx={{ mb: 2 }}>
        Upload your certificate of completion (PDF). We read what we can from it and you confirm or correct each value.{' '}
        <Link component={RouterLink} to={routePath('learner-external')}>
          Enter the request by hand instead
        </Link>
      </Typography>
      {!answer && (
        <Box component="form" aria-label="Certificate upload" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 600 }}>
          <Box component="label" sx={{ display: 'grid', gap: 0.5 }}>
            <Typography variant="body2">Certificate of completion (PDF)</Typography>
            <input
              type="file"
              accept="application/pdf,.pdf"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              aria-invalid={Boolean(fileError)}
            />
          </Box>
          {fileError && <Alert severity="error">{fileError}</Alert>}
          <Box>
            <Button type="submit" variant="contained" disabled={read.isPending}>
              Read certificate
            </Button>
          </Box>
          {read.isPending && <LoadingSpinner label="Reading the certificate" />}
        </Box>
      )}
      {answer && (
        <>
          {answer.error && <Alert severity="warning" sx={{ mb: 2 }}>{`${ECP_MESSAGES.unreadable} ${answer.error}`}</Alert>}
          {!answer.error && nothingRead(answer.proposals) && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {ECP_MESSAGES.nothingFound}
            </Alert>
          )}
          <ProposalsForm
            proposed={withTitle(proposedValues(null, answer.proposals), answer.title)}
            saving={save.isPending}
            submitLabel="Save and continue"
            onSave={(values) => save.mutate({ id: answer.requestId, values })}
          />
        </>
      )}
    </PageSection>
  );
}
