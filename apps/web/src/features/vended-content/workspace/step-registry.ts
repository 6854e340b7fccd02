import type { StepRegistry, VendedContentStepKey } from '@cpe/contract';
import { lazyScreen } from '../../../lib/lazy-screen.ts';
import type { VendedStepComponent } from './step-props.ts';

/** The steps that are the course's (ADR 0023): the app adds their screens (app/record-screens/VendedContentScreen.tsx). */
export type CourseSharedStep = 'cpe' | 'agenda' | 'nasba' | 'version' | 'audit';

/** The item's own steps, each its own chunk. */
export const VENDED_OWN_STEP_SCREENS = {
  details: lazyScreen(() => import('../details/VendedDetailsStep.tsx')),
  roster: lazyScreen(() => import('../roster/VendedRosterStep.tsx')),
  approval: lazyScreen(() => import('../approval/VendedApprovalStep.tsx')),
} satisfies StepRegistry<Exclude<VendedContentStepKey, CourseSharedStep>, VendedStepComponent>;
