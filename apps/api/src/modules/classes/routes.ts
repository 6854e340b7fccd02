import { classCoreRoutes } from './core-routes.ts';
import { classLifecycleRoutes } from './lifecycle-routes.ts';
import { rosterRoutes } from './roster-routes.ts';

/**
 * Every class route: the class itself (core-routes.ts), its lifecycle — certification,
 * void, LMS sync (lifecycle-routes.ts) — and its roster, attendance and codes (roster-routes.ts).
 */
export const classRoutes = [...classCoreRoutes, ...classLifecycleRoutes, ...rosterRoutes];
