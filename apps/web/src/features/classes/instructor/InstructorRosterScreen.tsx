import RosterStep from '../roster/RosterStep.tsx';
import { InstructorFrame } from './InstructorFrame.tsx';

/** /instructor/roster/{id}: the class roster, where the instructor takes attendance as far as the class's abilities allow. */
export default function InstructorRosterScreen() {
  return <InstructorFrame>{(cls) => <RosterStep cls={cls} />}</InstructorFrame>;
}
