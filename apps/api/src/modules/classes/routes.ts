import { classCoreRoutes } from './core-routes.ts';
import { rosterRoutes } from './roster-routes.ts';

/** Every class route: the class itself (core-routes.ts) and its roster, attendance and codes (roster-routes.ts). */
export const classRoutes = [...classCoreRoutes, ...rosterRoutes];
