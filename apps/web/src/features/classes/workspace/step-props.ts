import type { ClassResponse } from '@cpe/contract';
import type { ComponentType } from 'react';

/** Every class step screen takes the loaded class; its own data it loads under ['class', id, name]. */
export interface ClassStepProps {
  cls: ClassResponse;
}

/** A step as the registry holds it: lazy, so it can be preloaded when the step list shows. */
export type ClassStepComponent = ComponentType<ClassStepProps> & { preload(): void };
