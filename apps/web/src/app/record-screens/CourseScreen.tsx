import CourseWorkspace from '../../features/courses/workspace/CourseWorkspace.tsx';
import { COURSE_STEPS } from '../../features/courses/workspace/step-registry.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

/** A course lists its classes, a step the classes feature owns: the app, which sees both features, joins them. */
const STEPS = { ...COURSE_STEPS, classes: lazyScreen(() => import('../../features/classes/course-classes/ClassesStep.tsx')) };

export default function CourseScreen() {
  return <CourseWorkspace steps={STEPS} />;
}
