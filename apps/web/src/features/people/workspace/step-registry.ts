import type { PersonStepKey, StepRegistry } from '@cpe/contract';
import { lazyScreen } from '../../../lib/lazy-screen.ts';
import type { PersonStepComponent } from './step-props.ts';

/**
 * The pages that are this feature's. Roles and permissions, transcripts, jurisdictions and
 * merge belong to their own features; the app joins them (app/record-screens/person-step-screens.ts).
 */
export type PersonOwnStep = 'details' | 'documentation';

export const PERSON_OWN_STEP_SCREENS = {
  details: lazyScreen(() => import('../details/PersonDetailsStep.tsx')),
  documentation: lazyScreen(() => import('../documentation/PersonDocumentationStep.tsx')),
} satisfies StepRegistry<Extract<PersonStepKey, PersonOwnStep>, PersonStepComponent>;
