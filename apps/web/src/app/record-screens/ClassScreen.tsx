import { RecordWorkspace } from '../../components/record-workspace/RecordWorkspace.tsx';
import { CLASS_RECORD_TYPE } from '../../features/classes/workspace/class-record-type.tsx';

export default function ClassScreen() {
  return <RecordWorkspace type={CLASS_RECORD_TYPE} />;
}
