import type { RouteSpec } from '../../../platform/route.ts';
import { submitLocalLearningToCsod } from './submit-local-learning.ts';

/** Cornerstone (CSOD) submissions (ADR 0024). */
export const csodRoutes: RouteSpec[] = [submitLocalLearningToCsod];
