import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadingSpinner } from '../../../components/page/LoadingSpinner.tsx';
import { EmptyState, PageSection } from '../../../components/page/PageSection.tsx';
import { useTenantTimezone } from '../../../lib/reference/use-timezone.ts';
import { errorMessage, usePendingRegistrations, useResendRegistration } from '../api/user-admin-queries.ts';
import { PendingTable } from './PendingTable.tsx';

/**
 * /pending (HPT023 with an ADM code): the registrations not yet completed, of the types the
 * caller administers, newest first. Resend e-mails a new link; the older ones stop working.
 */
export default function PendingScreen() {
  const pending = usePendingRegistrations();
  const resend = useResendRegistration();
  const timezone = useTenantTimezone();
  const [resending, setResending] = useState<number | null>(null);
  const rows = pending.data?.pages.flatMap((p) => p.items) ?? [];
  const onResend = (personId: number) => {
    setResending(personId);
    resend.mutate(personId, { onSettled: () => setResending(null) });
  };
  return (
    <PageSection title="Pending">
      <Typography sx={{ mb: 2 }}>
        People who were sent the registration e-mail and have not set their password yet. A link works once, for 72 hours.
      </Typography>
      {pending.isError && <Alert severity="error">The list could not be loaded: {errorMessage(pending.error)}</Alert>}
      {pending.isPending && <LoadingSpinner label="Loading the pending registrations" />}
      {pending.isSuccess && rows.length === 0 && <EmptyState>No registrations are pending.</EmptyState>}
      {rows.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
            {`Showing ${rows.length} pending registration${rows.length === 1 ? '' : 's'}${pending.hasNextPage ? '; more are pending' : ''}.`}
          </Typography>
          <PendingTable rows={rows} timezone={timezone} resending={resending} onResend={onResend} />
          {pending.hasNextPage && (
            <Button sx={{ mt: 1 }} onClick={() => void pending.fetchNextPage()} disabled={pending.isFetchingNextPage}>
              {pending.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          )}
        </>
      )}
    </PageSection>
  );
}
