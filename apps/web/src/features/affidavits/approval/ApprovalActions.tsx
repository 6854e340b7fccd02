import { type AoaResponse, decidesAffidavits } from '@cpe/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { routePath } from '../../../lib/routes/route-table.ts';
import { sessionStore } from '../../../lib/session/session-store.ts';
import { showAlert } from '../../../lib/shell/alert-store.ts';
import { useStore } from '../../../lib/store.ts';
import { useSubmitAoa } from '../confirmation/confirmation-api.ts';
import { type CancelKind, useCancelAoa } from './approval-api.ts';
import { CancelAffidavitDialog } from './CancelAffidavitDialog.tsx';

/**
 * The decisions on an affidavit, as its abilities allow: Approve (PUT /aoa/submit with
 * isSubmitted 1), Not Approved (isClosed: the details reload) and Void (isVoided: then the
 * affidavit search, staff's or the learner's own), both with an optional reason.
 */
export function ApprovalActions({ aoa }: { aoa: AoaResponse }) {
  const { requestId } = aoa.aoaDetails;
  const { canApprove, canNotApprove, canVoid } = aoa.abilities;
  const { user } = useStore(sessionStore);
  const navigate = useNavigate();
  const approve = useSubmitAoa(requestId);
  const cancel = useCancelAoa(requestId);
  const [asking, setAsking] = useState<CancelKind | null>(null);
  if (!canApprove && !canNotApprove && !canVoid) return null;

  const decide = (kind: CancelKind, reason: string) =>
    cancel.mutate(
      { kind, reason },
      {
        onSuccess: (reply) => {
          setAsking(null);
          if (reply.error || kind !== 'void') return;
          const staff = decidesAffidavits(user?.permissions ?? []);
          navigate(routePath(staff ? 'learner-affidavitofattendance-admin' : 'learner-affidavitofattendance-search'));
        },
      },
    );

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
      {canApprove && (
        <Button
          variant="contained"
          disabled={approve.isPending}
          onClick={() => approve.mutate(1, { onSuccess: (reply) => reply.error && showAlert(reply.error, 'warning') })}
        >
          Approve
        </Button>
      )}
      {canNotApprove && (
        <Button variant="outlined" color="error" onClick={() => setAsking('notApproved')}>
          Not Approved
        </Button>
      )}
      {canVoid && (
        <Button variant="outlined" color="error" onClick={() => setAsking('void')}>
          Void
        </Button>
      )}
      {asking && (
        <CancelAffidavitDialog
          kind={asking}
          busy={cancel.isPending}
          onConfirm={(reason) => decide(asking, reason)}
          onClose={() => setAsking(null)}
        />
      )}
    </Stack>
  );
}
