import type { FeedbackStatus } from '@cpe/contract';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Warning from '@mui/icons-material/Warning';

/** A step's status icon: red warning triangle, green check, or nothing. */
export function StepStatusIcon({ status }: { status: FeedbackStatus }) {
  if (status === 'unresolved')
    return <Warning color="error" fontSize="small" titleAccess="Unresolved feedback" data-testid="step-unresolved" />;
  if (status === 'resolved')
    return <CheckCircle color="success" fontSize="small" titleAccess="All feedback resolved" data-testid="step-resolved" />;
  return null;
}
