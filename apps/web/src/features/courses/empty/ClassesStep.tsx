import { EmptyStep } from './EmptyStep.tsx';

/** The Classes step of a course; its records arrive with a later issue. */
export default function ClassesStep() {
  return <EmptyStep title="Classes" message="No classes for this course yet." />;
}
