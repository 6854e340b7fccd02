import { calls } from '@cpe/contract';
import Alert from '@mui/material/Alert';
import { call } from '../../../lib/call.ts';
import { useEcpResource } from '../api/ecp-queries.ts';

/**
 * The banner of the request (POST /requests/ext-cpe/get/banner): where it stands and what
 * comes next. A banner that fails to load says so (failed CPE loads show an error alert).
 */
export function EcpBanner({ id }: { id: number }) {
  const banner = useEcpResource(id, 'banner', (signal) => call(calls.getExternalCpeBanner, { body: { requestId: id }, signal }));
  if (banner.isError)
    return <Alert severity="error" sx={{ mb: 2 }}>{`The request's status could not be loaded: ${banner.error.message}`}</Alert>;
  if (!banner.data) return null;
  return (
    <Alert severity={banner.data.severity} sx={{ mb: 2 }} data-testid="ecp-banner">
      {banner.data.message}
    </Alert>
  );
}
