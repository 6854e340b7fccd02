import type { RouteSpec } from '../../platform/route.ts';

/** Certification, void, LMS class sync, class status and events. */
export const classLifecycleRoutes: RouteSpec[] = [];
