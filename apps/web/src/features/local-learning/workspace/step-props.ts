import type { CourseResponse, LocalLearningResponse } from '@cpe/contract';
import type { ComponentType } from 'react';

/**
 * Every local learning step takes both: the course's step screens (agenda, credits, …) read
 * `course`, the local learning's own steps read `record`.
 */
export interface LocalLearningStepProps {
  course: CourseResponse;
  record: LocalLearningResponse;
}

/** A step as the registry holds it: lazy, so it can be preloaded when the step list shows. */
export type LocalLearningStepComponent = ComponentType<LocalLearningStepProps> & { preload(): void };
