import { lazyScreen } from '../../../lib/lazy-screen.ts';
import type { LocalLearningStepComponent } from './step-props.ts';

/**
 * The steps that are the local learning's own, each its own chunk. The course's steps
 * (agenda, content review, …) and the class roster belong to other features: the app adds
 * them (app/record-screens/LocalLearningScreen.tsx), typed against the contract's step list.
 */
export const LOCAL_LEARNING_OWN_STEPS = {
  details: lazyScreen(() => import('../details/LocalLearningDetailsStep.tsx')),
  approval: lazyScreen(() => import('../approval/LocalLearningApprovalStep.tsx')),
} satisfies Record<string, LocalLearningStepComponent>;
