import type { AoaResponse } from '@cpe/contract';
import type { ComponentType } from 'react';

/** Every AOA step screen takes the loaded AOA and its id; its own data it loads under ['aoa', id, name]. */
export interface AoaStepProps {
  aoa: AoaResponse;
}

/** A step as the registry holds it: lazy, so it can be preloaded when the step list shows. */
export type AoaStepComponent = ComponentType<AoaStepProps> & { preload(): void };
