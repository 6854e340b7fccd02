import type { Sample } from './route-samples.ts';

/** Samples of the class routes (core-routes.ts) for route-contract.test.ts. */
export const CLASS_SAMPLES: Record<string, Sample> = {};
