import { AOA_OBJECT_TYPE, calls } from '@cpe/contract';
import { AuditTrail } from '../../../components/audit/AuditTrail.tsx';
import { WorkflowHistory } from '../../../components/workflow-history/WorkflowHistory.tsx';
import { call } from '../../../lib/call.ts';
import { aoaSubKey, useAoaResource } from '../api/aoa-queries.ts';
import type { AoaStepProps } from '../workspace/step-props.ts';

/** The Audit step: the workflow history (GET /aoa/history/{id}: each action, with its status change where it made one) and the audit trail of every field change. */
export default function AoaAuditStep({ aoa }: AoaStepProps) {
  const id = aoa.aoaDetails.requestId;
  const history = useAoaResource(id, 'history', (signal) => call(calls.getAoaHistory, { params: { id }, signal }));
  return (
    <>
      <WorkflowHistory title="Workflow history" query={history} layout="list" what={null} />
      <AuditTrail queryKey={aoaSubKey(id, 'audit')} objectId={id} objectType={AOA_OBJECT_TYPE} />
    </>
  );
}
