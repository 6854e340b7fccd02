/**
 * The public entry of the local-learning module: what app.ts, the seed, the CLI and other modules may use.
 * Nothing outside the module imports its other files (ADR 0060).
 */
export { CSOD_LOCAL_LEARNING_ACTION, csodLocalLearningKind } from './csod/local-learning-sync.ts';
export { csodRoutes } from './csod/routes.ts';
export { writeSchedule } from './ll-schedule.ts';
export { setFocusCode } from './ll-write.ts';
export { localLearningRoutes } from './routes.ts';
