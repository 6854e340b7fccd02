import type { Sample } from './route-samples.ts';

/** Samples of the class lifecycle routes (lifecycle-routes.ts) for route-contract.test.ts. */
export const CLASS_LIFECYCLE_SAMPLES: Record<string, Sample> = {};
