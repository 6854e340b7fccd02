import { calls } from '@cpe/contract';
import { WorkflowHistory } from '../../../components/workflow-history/WorkflowHistory.tsx';
import { call } from '../../../lib/call.ts';
import { useClassResource } from '../api/class-queries.ts';
import type { ClassStepProps } from '../workspace/step-props.ts';

/** The Background step: the class's workflow log (GET /class/history/{id}): created, certified, voided, synced. */
export default function BackgroundStep({ cls }: ClassStepProps) {
  const id = cls.classSummary.id;
  const history = useClassResource(id, 'history', (signal) => call(calls.getClassHistory, { params: { id }, signal }));
  // An entry without a person is one the server made itself (a sync, an expiry).
  return <WorkflowHistory title="Background" query={history} nobody="System" />;
}
