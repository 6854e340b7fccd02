import type { CourseResponse, CourseStepKey, StepRegistry } from '@cpe/contract';
import type { ComponentType } from 'react';
import { lazyScreen } from '../../../app/lazy-screen.ts';

/** Every step screen takes the loaded course; its own data it loads under ['course', id, name]. */
export interface CourseStepProps {
  course: CourseResponse;
}

export type CourseStepComponent = ComponentType<CourseStepProps> & { preload(): void };

/**
 * The course steps by their page-configuration key (GET /course/{id} steps[].step),
 * each its own chunk so that a step's code loads when it is first opened. Every step the
 * contract declares (COURSE_STEP_LIST) has its screen here, or this does not compile.
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
  classes: lazyScreen(() => import('../empty/ClassesStep.tsx')),
  roster: lazyScreen(() => import('../roster/CourseRosterStep.tsx')),
  approval: lazyScreen(() => import('../approval/ApprovalStep.tsx')),
  version: lazyScreen(() => import('../version/VersionStep.tsx')),
  audit: lazyScreen(() => import('../audit/AuditStep.tsx')),
} satisfies StepRegistry<CourseStepKey, CourseStepComponent>;

/** Looked up by the step key the server sends; a key no step declares has no screen. */
export const COURSE_STEPS: Readonly<Partial<Record<string, CourseStepComponent>>> = REGISTRY;
