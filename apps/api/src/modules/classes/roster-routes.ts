import type { RouteSpec } from '../../platform/route.ts';

/** The roster, attendance, missed time and attendance codes of a class. */
export const rosterRoutes: RouteSpec[] = [];
