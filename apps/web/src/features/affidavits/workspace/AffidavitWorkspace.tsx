import { Navigate, useParams } from 'react-router';
import { RecordWorkspace } from '../../../components/record-workspace/RecordWorkspace.tsx';
import { validRecordId } from '../../../lib/record-id.ts';
import { useCurrentRoute } from '../../../lib/routes/current-route.ts';
import { routePath } from '../../../lib/routes/route-table.ts';
import { useAoa } from '../api/aoa-queries.ts';
import { AOA_RECORD_TYPE } from './aoa-record-type.tsx';
import { AOA_RECORD, firstEnabledStep } from './aoa-steps.ts';

/**
 * /learner/affidavitofattendance/{id}[/step]: the AOA's workspace. The record's own route
 * has no step of its own (the contract declares none at ''), so it opens the first enabled
 * step once the AOA has loaded (the workspace shares that query).
 */
export default function AffidavitWorkspace() {
  const route = useCurrentRoute();
  const id = validRecordId(useParams().id);
  const main = route.name === AOA_RECORD;
  const aoa = useAoa(id ?? 0, main && id !== null);
  const first = main && aoa.data ? firstEnabledStep(aoa.data.steps) : null;
  if (first) return <Navigate to={routePath(`${AOA_RECORD}-${first}`, { id: id as number })} replace />;
  return <RecordWorkspace type={AOA_RECORD_TYPE} />;
}
