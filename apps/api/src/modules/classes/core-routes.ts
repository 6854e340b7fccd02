import type { RouteSpec } from '../../platform/route.ts';

/** The class, its details, contacts, instructors, segments, history, validation, certification, void, sync and search. */
export const classCoreRoutes: RouteSpec[] = [];
