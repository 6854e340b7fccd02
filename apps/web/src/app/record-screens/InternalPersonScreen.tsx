import { RecordWorkspace } from '../../components/record-workspace/RecordWorkspace.tsx';
import { personRecordType } from '../../features/people/workspace/person-record-type.ts';
import { PERSON_STEP_SCREENS } from './person-step-screens.ts';

const INTERNAL_PERSON = { ...personRecordType('internal'), stepScreens: PERSON_STEP_SCREENS };

/** /user-administration/internal/{id}/…: a person of the firm's directory. */
export default function InternalPersonScreen() {
  return <RecordWorkspace type={INTERNAL_PERSON} />;
}
