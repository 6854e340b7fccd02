import { calls, ecpHistoryAction } from '@cpe/contract';
import { WorkflowHistory } from '../../../components/workflow-history/WorkflowHistory.tsx';
import { call } from '../../../lib/call.ts';
import { useEcpResource } from '../api/ecp-queries.ts';
import type { EcpStepProps } from '../workspace/step-props.ts';

/** History (GET /requests/history/{id}): the request's workflow log, newest as the server orders it, each action in words. */
export default function HistoryStep({ request }: EcpStepProps) {
  const id = request.header.internal_id;
  const history = useEcpResource(id, 'history', (signal) => call(calls.getRequestHistory, { params: { id }, signal }));
  return (
    <WorkflowHistory
      title="History"
      query={history}
      actionLabel={ecpHistoryAction}
      what="request history"
      loadingLabel="Loading the history"
      empty="No history yet."
    />
  );
}
