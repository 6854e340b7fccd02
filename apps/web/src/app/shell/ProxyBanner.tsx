import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { stopActing } from '../../lib/session/proxy-actions.ts';
import { proxyStore } from '../../lib/session/proxy-store.ts';
import { useStore } from '../../lib/store.ts';

/**
 * On every page while an administrator acts on behalf of someone (/admin/proxy, ADR 0039): who
 * they act for, and the way back. A status region, so screen readers announce it when it appears.
 */
export function ProxyBanner() {
  const proxy = useStore(proxyStore);
  const [busy, setBusy] = useState(false);
  if (!proxy) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      aria-live="polite"
      sx={{ mb: 2, flexWrap: 'wrap', '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } }}
      action={
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void stopActing().finally(() => setBusy(false));
          }}
        >
          Stop acting
        </Button>
      }
    >
      You are acting on behalf of {proxy.personName}
    </Alert>
  );
}
