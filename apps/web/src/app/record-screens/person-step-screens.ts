import type { PersonStepKey, StepRegistry } from '@cpe/contract';
import { MERGE_STEP_SCREEN } from '../../features/merge/merge-screen.ts';
import type { PersonStepComponent } from '../../features/people/workspace/step-props.ts';
import { PERSON_OWN_STEP_SCREENS } from '../../features/people/workspace/step-registry.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

/**
 * Every person page and the feature that owns it: profile and documentation are the people
 * feature's; roles and permissions, transcripts, jurisdictions and merge are their own
 * features'. The app, which sees them all, joins them; a page missing here does not compile.
 */
export const PERSON_STEP_SCREENS = {
  ...PERSON_OWN_STEP_SCREENS,
  roles_and_permissions: lazyScreen(() => import('../../features/roles/person/PersonRolesStep.tsx')),
  transcripts: lazyScreen(() => import('../../features/transcripts/person/PersonTranscriptsStep.tsx')),
  jurisdictions: lazyScreen(() => import('../../features/jurisdictions/JurisdictionsStep.tsx')),
  merge: MERGE_STEP_SCREEN,
} satisfies StepRegistry<PersonStepKey, PersonStepComponent>;
