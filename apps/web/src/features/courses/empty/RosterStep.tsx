import { EmptyStep } from './EmptyStep.tsx';

/** The Roster step of a course; its records arrive with a later issue. */
export default function RosterStep() {
  return <EmptyStep title="Roster" message="No roster for this course yet." />;
}
