import { lazyScreen } from '../../../lib/lazy-screen.ts';

/**
 * The steps this feature owns, each its own chunk. The course's steps (agenda, content review,
 * documentation, NASBA, version, audit) belong to the courses feature: the app adds them
 * (app/record-screens/IndependentStudyScreen.tsx), typed against the contract's step list.
 */
export const STUDY_STEP_SCREENS = {
  details: lazyScreen(() => import('../details/StudyDetailsStep.tsx')),
  request: lazyScreen(() => import('../request/RequestStep.tsx')),
  credits: lazyScreen(() => import('../credits/SelfStudyStep.tsx')),
  roster: lazyScreen(() => import('../roster/StudyRosterStep.tsx')),
  approval: lazyScreen(() => import('../approval/StudyApprovalStep.tsx')),
};
