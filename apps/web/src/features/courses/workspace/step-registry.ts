import type { CourseStepKey, StepRegistry } from '@cpe/contract';
import { lazyScreen } from '../../../lib/lazy-screen.ts';
import type { CourseStepComponent } from './step-props.ts';

/**
 * The course steps by their page-configuration key (GET /course/{id} steps[].step),
 * each its own chunk so that a step's code loads when it is first opened. The classes
 * step belongs to the classes feature; the app adds it (app/record-screens/CourseScreen.tsx).
 */
const REGISTRY = {
  details: lazyScreen(() => import('../details/CourseDetailsStep.tsx')),
  cpe: lazyScreen(() => import('../cpe/CpeInfoStep.tsx')),
  qualification: lazyScreen(() => import('../cpe/QualificationStep.tsx')),
  agenda: lazyScreen(() => import('../agenda/AgendaStep.tsx')),
  contentreview: lazyScreen(() => import('../content-review/ContentReviewStep.tsx')),
  irs: lazyScreen(() => import('../irs/IrsStep.tsx')),
  irsworkflow: lazyScreen(() => import('../irs/IrsWorkflowStep.tsx')),
  documentation: lazyScreen(() => import('../documentation/CourseDocumentsStep.tsx')),
  nasba: lazyScreen(() => import('../nasba/NasbaStep.tsx')),
  credits: lazyScreen(() => import('../cpe/CreditsStep.tsx')),
  roster: lazyScreen(() => import('../roster/CourseRosterStep.tsx')),
  approval: lazyScreen(() => import('../approval/ApprovalStep.tsx')),
  version: lazyScreen(() => import('../version/VersionStep.tsx')),
  audit: lazyScreen(() => import('../audit/AuditStep.tsx')),
} satisfies StepRegistry<Exclude<CourseStepKey, 'classes'>, CourseStepComponent>;

/** The screens of this feature's steps, typed so the app can complete them with the classes step. */
export const COURSE_STEP_SCREENS = REGISTRY;

/** Looked up by the step key the server sends; a key no step declares has no screen. */
export const COURSE_STEPS: Readonly<Partial<Record<string, CourseStepComponent>>> = REGISTRY;
