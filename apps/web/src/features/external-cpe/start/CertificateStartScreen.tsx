import { type CertificateProposals, calls, ECP_MESSAGES } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { LoadingSpinner } from '../../../components/page/LoadingSpinner.tsx';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { call } from '../../../lib/call.ts';
import { routePath } from '../../../lib/routes/route-table.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { readCertificateFile, saveProposalValues, uploadCertificate } from '../certificate/certificate-api.ts';
import { ProposalsForm } from '../certificate/ProposalsForm.tsx';
import { nothingRead, type ProposalValues, type Proposed, proposedValues } from '../certificate/proposal-values.ts';

/** The title until one is read or typed: the file's name. */
const titleOf = (file: File) =>
  file.name
    .replace(/\.pdf$/i, '')
    .trim()
    .slice(0, 300) || 'External CPE';

/** Nothing read for the title: the file's name stands. */
function withTitle(proposed: Proposed, title: string): Proposed {
  return proposed.values.title ? proposed : { ...proposed, values: { ...proposed.values, title } };
}

const NOTHING: CertificateProposals = {
  sponsor_name: null,
  nasba_sponsor_id: null,
  program_title: null,
  completion_date: null,
  delivery_method: null,
  credits: [],
};

/** Has the server read the certificate; no request exists yet. An unreadable one can still be filled in by hand. */
async function readNewCertificate(file: File): Promise<{ file: File; proposals: CertificateProposals; error?: string }> {
  try {
    return { file, proposals: await readCertificateFile(file) };
  } catch (e) {
    return { file, proposals: NOTHING, error: errorMessage(e) };
  }
}

/**
 * /learner/external2: a request started from a PDF certificate of completion. The server
 * proposes sponsor, NASBA sponsor id, title, completion date, delivery method and credits by
 * field of study; the learner confirms or corrects each (values still as read are marked
 * 'Read from certificate'), then saves and continues on the request. Reading makes nothing:
 * the one request is made on save, with the certificate as its document (issue 27: reading
 * made a Draft named after the file).
 */
export default function CertificateStartScreen() {
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // What a save that failed half-way already made: saving again continues on it rather than making another.
  const made = useRef<{ requestId: number; uploaded: boolean } | null>(null);
  const read = useMutation({ mutationFn: readNewCertificate, onError: (e) => showAlert(errorMessage(e), 'error') });
  const save = useMutation({
    mutationFn: async ({ certificate, values }: { certificate: File; values: ProposalValues }) => {
      made.current ??= {
        requestId: (await call(calls.createExternalCpe, { body: { title: values.title.trim() } })).requestId,
        uploaded: false,
      };
      const request = made.current;
      if (!request.uploaded) {
        await uploadCertificate(request.requestId, certificate);
        request.uploaded = true;
      }
      await saveProposalValues(request.requestId, values);
      return request.requestId;
    },
    onSuccess: (id) => {
      showAlert(ECP_MESSAGES.created);
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
            proposed={withTitle(proposedValues(null, answer.proposals), titleOf(answer.file))}
            saving={save.isPending}
            submitLabel="Save and continue"
            onSave={(values) => save.mutate({ certificate: answer.file, values })}
          />
        </>
      )}
    </PageSection>
  );
}
