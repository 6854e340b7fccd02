import { VERIFY_TYPE } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { PageSection } from '../../../components/page/PageSection.tsx';
import type { AoaStepProps } from '../workspace/step-props.ts';
import { CodeVerification } from './CodeVerification.tsx';
import { DocumentVerification } from './DocumentVerification.tsx';

/** How the AOA is verified now, in a sentence. */
function verifiedAs(verifyTypeId: number | null, code: string | null): string | null {
  if (verifyTypeId === VERIFY_TYPE.code) return `Verified by attendance code${code ? ` ${code}` : ''}.`;
  if (verifyTypeId === VERIFY_TYPE.documents) return 'Verified by documents: a reviewer approves them.';
  return null;
}

/**
 * The Verification step: NASBA does not accept self-certification alone, so the
 * affidavit is backed by the class's attendance code (the section shown with HPT005) or by
 * documents (verify type 2), which a person then approves.
 */
export default function VerificationStep({ aoa }: AoaStepProps) {
  const { verifyTypeId, attend_code } = aoa.aoaDetails;
  const { canEdit, canSeeCodeSection } = aoa.abilities;
  const current = verifiedAs(verifyTypeId, attend_code);
  const codeSection = canEdit && canSeeCodeSection && verifyTypeId !== VERIFY_TYPE.code;
  return (
    <>
      <PageSection title="Verification">
        {current ? (
          <Alert severity="info">{current}</Alert>
        ) : (
          <Alert severity="warning">Verify your attendance by attendance code or by documents.</Alert>
        )}
        {codeSection && (
          <section aria-labelledby="aoa-code-heading">
            <Typography id="aoa-code-heading" component="h2" variant="h6" sx={{ mt: 2, mb: 1 }}>
              Attendance code
            </Typography>
            <CodeVerification aoa={aoa} />
          </section>
        )}
        {canEdit && verifyTypeId === null && (
          <Typography variant="body2" sx={{ mt: 2 }}>
            No attendance code? Upload a document of your attendance (a certificate, a sign-in sheet) under Documentation instead; a
            reviewer approves it.
          </Typography>
        )}
      </PageSection>
      {verifyTypeId !== VERIFY_TYPE.code && <DocumentVerification aoa={aoa} />}
    </>
  );
}
