import type { LocalLearningStepKey, StepRegistry } from '@cpe/contract';
import { RecordWorkspace } from '../../components/record-workspace/RecordWorkspace.tsx';
import { COURSE_STEP_SCREENS } from '../../features/courses/workspace/step-registry.ts';
import { LOCAL_LEARNING_RECORD_TYPE } from '../../features/local-learning/workspace/ll-record-type.tsx';
import type { LocalLearningStepComponent } from '../../features/local-learning/workspace/step-props.ts';
import { LOCAL_LEARNING_OWN_STEPS } from '../../features/local-learning/workspace/step-registry.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

/**
 * A local learning is an agenda (ADR 0023): its agenda, content review, credits,
 * documentation, NASBA questions, version and audit are the course's step screens (which read
 * `course`), its CPE Information the course's with its Program Qualification (the checklist
 * has that section, the step menu no step for it), its roster is its class's (the classes feature), and its details and
 * approval are its own. The app, which sees every feature, joins them; every step the
 * contract declares has its screen, or this does not compile.
 */
export const LOCAL_LEARNING_SCREEN_STEPS = {
  ...LOCAL_LEARNING_OWN_STEPS,
  cpe: lazyScreen(() => import('./CpeWithQualificationStep.tsx')),
  agenda: COURSE_STEP_SCREENS.agenda,
  contentreview: COURSE_STEP_SCREENS.contentreview,
  credits: COURSE_STEP_SCREENS.credits,
  documentation: COURSE_STEP_SCREENS.documentation,
  nasba: COURSE_STEP_SCREENS.nasba,
  version: COURSE_STEP_SCREENS.version,
  audit: COURSE_STEP_SCREENS.audit,
  roster: lazyScreen(() => import('./LocalLearningRosterStep.tsx')),
} satisfies StepRegistry<LocalLearningStepKey, LocalLearningStepComponent>;

const LOCAL_LEARNING = { ...LOCAL_LEARNING_RECORD_TYPE, stepScreens: LOCAL_LEARNING_SCREEN_STEPS };

export default function LocalLearningScreen() {
  return <RecordWorkspace type={LOCAL_LEARNING} />;
}
