import type { ExternalCpeResponse } from '@cpe/contract';
import type { ComponentType } from 'react';

/** Every step screen takes the loaded request; its own data it loads under ['external-cpe', id, name]. */
export interface EcpStepProps {
  request: ExternalCpeResponse;
}

/** A step as the registry holds it: lazy, so it can be preloaded when the step list shows. */
export type EcpStepComponent = ComponentType<EcpStepProps> & { preload(): void };
