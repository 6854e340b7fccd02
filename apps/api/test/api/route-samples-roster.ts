import type { Sample } from './route-samples.ts';

/** Samples of the roster, attendance and code routes (roster-routes.ts) for route-contract.test.ts. */
export const ROSTER_SAMPLES: Record<string, Sample> = {};
