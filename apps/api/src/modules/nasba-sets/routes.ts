import type { RouteSpec } from '../../platform/route.ts';
import { publishNasbaVersion } from './publish-version.ts';
import { createNasbaSet, getNasbaSet, listNasbaSets, updateNasbaSet } from './set-routes.ts';

/** Versioned NASBA question sets (issue 16 /accadmin/nasbaquestions; ADR 0037). */
export const nasbaSetRoutes: RouteSpec[] = [listNasbaSets, createNasbaSet, getNasbaSet, updateNasbaSet, publishNasbaVersion];
