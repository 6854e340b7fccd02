import type { CourseResponse, VendedContentResponse } from '@cpe/contract';
import type { ComponentType } from 'react';

/**
 * What every step of a vended item takes: the course body for the course's steps (CPE,
 * agenda, NASBA, version, audit), and the whole item for the item's own steps.
 */
export interface VendedStepProps {
  course: CourseResponse;
  record: VendedContentResponse;
}

/** A step as the registry holds it: lazy, so it can be preloaded when the step list shows. */
export type VendedStepComponent = ComponentType<VendedStepProps> & { preload(): void };
