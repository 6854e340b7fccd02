import type { CourseResponse } from '@cpe/contract';
import type { ComponentType } from 'react';

/** Every step screen takes the loaded course; its own data it loads under ['course', id, name]. */
export interface CourseStepProps {
  course: CourseResponse;
}

/** A step as the registry holds it: lazy, so it can be preloaded when the step list shows. */
export type CourseStepComponent = ComponentType<CourseStepProps> & { preload(): void };
