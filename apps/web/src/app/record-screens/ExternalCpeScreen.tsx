import { RecordWorkspace } from '../../components/record-workspace/RecordWorkspace.tsx';
import { EXTERNAL_CPE_RECORD_TYPE } from '../../features/external-cpe/workspace/ecp-record-type.tsx';

export default function ExternalCpeScreen() {
  return <RecordWorkspace type={EXTERNAL_CPE_RECORD_TYPE} />;
}
