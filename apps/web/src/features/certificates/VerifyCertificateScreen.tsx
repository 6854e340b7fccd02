import { CERTIFICATE_MESSAGES, type CertificateVerification, calls, formatCertificateCode, formatCredits } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { QueryView } from '../../components/QueryView.tsx';
import { call } from '../../lib/call.ts';
import { formatDisplayDate } from '../../lib/dates.ts';

/**
 * /verify/{code}: the public verification of a certificate of completion, opened from its QR
 * code without signing in. It shows what the certificate states, as issued, and nothing else
 * of the person; an unknown code is 'Certificate not found'.
 */
export default function VerifyCertificateScreen() {
  const code = useParams().code ?? '';
  const query = useQuery({
    queryKey: ['certificate-verification', code],
    queryFn: ({ signal }) => call(calls.verifyCertificate, { query: { code }, signal }),
    retry: false,
  });
  return (
    <Stack spacing={2} sx={{ maxWidth: 640, width: '100%' }}>
      <Typography component="h1" variant="h5">
        Certificate Verification
      </Typography>
      <QueryView
        query={query}
        what="certificate"
        loadingLabel="Verifying the certificate"
        notFound={<Alert severity="error">{CERTIFICATE_MESSAGES.notFound}</Alert>}
      >
        {(v) => <CertificateFactsView v={v} />}
      </QueryView>
    </Stack>
  );
}

function CertificateFactsView({ v }: { v: CertificateVerification }) {
  const f = v.facts;
  const rows: [string, string][] = [
    ['Participant', f.participant],
    ['Program', f.course_title],
    ['Date of completion', formatDisplayDate(f.completed_on)],
    ['Credits by field of study', f.credits_by_field.map((c) => `${c.field_of_study} ${formatCredits(c.credits)}`).join(', ')],
    ['Total CPE credits', formatCredits(f.total_credits)],
    ['Delivery method', f.delivery_method],
    ['Location', f.location],
    ['Sponsor', f.sponsor_name],
    ...(f.nasba_sponsor_id ? ([['NASBA sponsor ID', f.nasba_sponsor_id]] as [string, string][]) : []),
    ['Issued', formatDisplayDate(v.issued_at.slice(0, 10))],
    ['Verification code', formatCertificateCode(v.code)],
  ];
  return (
    <>
      {v.revoked_at ? (
        <Alert severity="warning">{CERTIFICATE_MESSAGES.revoked}</Alert>
      ) : (
        <Alert severity="success">This certificate is valid.</Alert>
      )}
      <Stack component="dl" spacing={1} sx={{ m: 0 }} data-testid="certificate-facts">
        {rows.map(([label, value]) => (
          <Stack key={label} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
            <Typography component="dt" sx={{ fontWeight: 600, minWidth: 200 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </>
  );
}
