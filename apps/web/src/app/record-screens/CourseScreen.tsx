import type { CourseStepKey, StepRegistry } from '@cpe/contract';
import { RecordWorkspace } from '../../components/record-workspace/RecordWorkspace.tsx';
import { COURSE_RECORD_TYPE } from '../../features/courses/workspace/course-record-type.tsx';
import type { CourseStepComponent } from '../../features/courses/workspace/step-props.ts';
import { COURSE_STEP_SCREENS } from '../../features/courses/workspace/step-registry.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

/** A course lists its classes, a step the classes feature owns: the app, which sees both features, joins them. */
// Every step the contract declares for a course has its screen, or this does not compile.
export const COURSE_SCREEN_STEPS = {
  ...COURSE_STEP_SCREENS,
  classes: lazyScreen(() => import('../../features/classes/course-classes/ClassesStep.tsx')),
} satisfies StepRegistry<CourseStepKey, CourseStepComponent>;

const COURSE = { ...COURSE_RECORD_TYPE, stepScreens: COURSE_SCREEN_STEPS };

export default function CourseScreen() {
  return <RecordWorkspace type={COURSE} />;
}
