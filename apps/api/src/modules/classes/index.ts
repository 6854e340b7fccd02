/**
 * The public entry of the classes module: what app.ts, the seed, the CLI and other modules may use.
 * Nothing outside the module imports its other files (ADR 0060).
 */
export { addMissingDailyCodes, generateAttendanceCodes } from './codes/class-codes.ts';
export { classCodes } from './codes/codes-source.ts';
export { classElementRows } from './core/class-elements.ts';
export { classObjectType } from './core/class-object-type.ts';
export { CLASS_PAGE_CATEGORY, CLASS_PAGES } from './core/class-steps.ts';
export { readClassDays, saveClassDays } from './days/class-days-write.ts';
export { requireNoRecordsAfter } from './days/update-class-days.ts';
export { requireClassAction } from './details/require-class-action.ts';
export { storeClassDocument } from './documents/class-documents.ts';
export { CLASS_CERTIFY_ACTION, classCertifyKind } from './lifecycle/certify-sync-kind.ts';
export { recomputeMigratedCredits } from './lifecycle/recompute-migrated-credits.ts';
export { classRow, writeTranscripts } from './lifecycle/transcripts.ts';
export { markDay } from './roster/attendance-write.ts';
export { addLearner, ROSTER_ADD_METHOD } from './roster/participant.ts';
export { rosterAnswer } from './roster/roster-answer.ts';
export { assembleRoster } from './roster/roster-assemble.ts';
export { readRosterData } from './roster/roster-read.ts';
export { classRoutes } from './routes.ts';
export { CLASS_IMPORT_ACTION, CLASS_PUSH_ACTION, classSyncKind } from './sync/class-sync-kind.ts';
