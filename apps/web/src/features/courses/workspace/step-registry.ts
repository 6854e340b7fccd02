import { lazyScreen } from '../../../lib/lazy-screen.ts';
import type { CourseStepComponent } from './step-props.ts';

/**
 * The course steps by their page-configuration key (GET /course/{id} steps[].step),
 * each its own chunk so that a step's code loads when it is first opened. The classes
 * step belongs to the classes feature; the app adds it (app/record-screens/CourseScreen.tsx).
 */
export const COURSE_STEPS: Readonly<Record<string, CourseStepComponent>> = {
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
};
