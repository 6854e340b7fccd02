import { RecordWorkspace } from '../../components/record-workspace/RecordWorkspace.tsx';
import { COURSE_RECORD_TYPE } from '../../features/courses/workspace/course-record-type.tsx';
import { lazyScreen } from '../../lib/lazy-screen.ts';

/** A course lists its classes, a step the classes feature owns: the app, which sees both features, joins them. */
const COURSE = {
  ...COURSE_RECORD_TYPE,
  stepScreens: {
    ...COURSE_RECORD_TYPE.stepScreens,
    classes: lazyScreen(() => import('../../features/classes/course-classes/ClassesStep.tsx')),
  },
};

export default function CourseScreen() {
  return <RecordWorkspace type={COURSE} />;
}
