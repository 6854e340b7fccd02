import type { CourseResponse } from '@cpe/contract';
import type { ComponentType } from 'react';
import { lazyScreen } from '../../../app/lazy-screen.ts';

/** Every step screen takes the loaded course; its own data it loads under ['course', id, name]. */
export interface CourseStepProps {
  course: CourseResponse;
}

export type CourseStepComponent = ComponentType<CourseStepProps> & { preload(): void };

/**
 * The course steps by their page-configuration key (GET /course/{id} steps[].step),
 * each its own chunk so that a step's code loads when it is first opened.
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
  classes: lazyScreen(() => import('../empty/ClassesStep.tsx')),
  roster: lazyScreen(() => import('../roster/CourseRosterStep.tsx')),
  approval: lazyScreen(() => import('../approval/ApprovalStep.tsx')),
  version: lazyScreen(() => import('../version/VersionStep.tsx')),
  audit: lazyScreen(() => import('../audit/AuditStep.tsx')),
};
