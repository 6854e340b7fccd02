import { lazyScreen } from '../../lib/lazy-screen.ts';

/** The Merge page of both person types, loaded when opened (app/record-screens/person-step-screens.ts). */
export const MERGE_STEP_SCREEN = lazyScreen(() => import('./MergeStep.tsx'));
