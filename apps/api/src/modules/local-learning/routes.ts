import type { RouteSpec } from '../../platform/route.ts';
import { createLocalLearning } from './create-local-learning.ts';
import { exportLocalLearning } from './export-local-learning.ts';
import { getLocalLearning } from './get-local-learning.ts';
import { localLearningWorkflow } from './local-learning-workflow.ts';
import { searchLocalLearning } from './search-local-learning.ts';
import { updateLocalLearning } from './update-local-learning.ts';

/** Local learning (ADR 0023, ADR 0025): the record, its workflow, search and export. Its shared steps are the course's routes. */
export const localLearningRoutes: RouteSpec[] = [
  createLocalLearning,
  getLocalLearning,
  updateLocalLearning,
  localLearningWorkflow,
  searchLocalLearning,
  exportLocalLearning,
];
