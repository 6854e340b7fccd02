import { VERIFY_TYPE } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageSection } from '../../../components/page/PageSection.tsx';
import { routePath } from '../../../lib/routes/route-table.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { CodeOfConduct } from '../components/CodeOfConduct.tsx';
import { AOA_RECORD } from '../workspace/aoa-steps.ts';
import type { AoaStepProps } from '../workspace/step-props.ts';
import { useSubmitAoa } from './confirmation-api.ts';

/**
 * The Confirmation step: the firm's Attestation text, the learner's "I confirm", and Submit
 * (PUT /aoa/submit). A code-verified affidavit asks for approval (isSubmitted 1) and is
 * Approved at once while the code is valid; a document-backed one is Submitted for review
 * (isSubmitted 0): documents need staff (ADR 0053). If the attendance code's AOA expiry has passed (expire_error) the
 * server clears the verification and the learner goes back to Verification to choose again.
 */
export default function ConfirmationStep({ aoa }: AoaStepProps) {
  const { requestId, request_status, isConfirmed, verifyTypeId } = aoa.aoaDetails;
  const submit = useSubmitAoa(requestId);
  const navigate = useNavigate();
  const [confirmed, setConfirmed] = useState(isConfirmed === 1);
  const open = aoa.abilities.canSubmit;

  const onSubmit = () =>
    submit.mutate(verifyTypeId === VERIFY_TYPE.code ? 1 : 0, {
      onSuccess: (reply) => {
        if (reply.expire_error) {
          showAlert(reply.expire_error, 'error');
          navigate(routePath(`${AOA_RECORD}-verification`, { id: requestId }));
        } else if (reply.error) showAlert(reply.error, 'error');
      },
    });

  return (
    <PageSection title="Confirmation">
      <Stack spacing={2}>
        <CodeOfConduct kind="Attestation" />
        {open ? (
          <>
            <FormControlLabel
              control={<Checkbox checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />}
              label="I confirm that I attended this class as declared in this affidavit."
            />
            <div>
              <Button variant="contained" disabled={!confirmed || submit.isPending} onClick={onSubmit}>
                Submit affidavit
              </Button>
            </div>
          </>
        ) : (
          <Alert severity="info" role="status">{`This affidavit is ${request_status}.`}</Alert>
        )}
      </Stack>
    </PageSection>
  );
}
