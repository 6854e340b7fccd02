import { RecordWorkspace } from '../../components/record-workspace/RecordWorkspace.tsx';
import { personRecordType } from '../../features/people/workspace/person-record-type.ts';
import { PERSON_STEP_SCREENS } from './person-step-screens.ts';

const EXTERNAL_PERSON = { ...personRecordType('external'), stepScreens: PERSON_STEP_SCREENS };

/** /user-administration/external/{id}/…: an outside learner, who registered and keeps a password. */
export default function ExternalPersonScreen() {
  return <RecordWorkspace type={EXTERNAL_PERSON} />;
}
