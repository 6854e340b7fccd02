/**
 * The public entry of the lms module: what app.ts, the seed, the CLI and other modules may use.
 * Nothing outside the module imports its other files (ADR 0060).
 */
export { isAllowedLmsUrl, notAllowedLmsMessage } from './allowed-lms.ts';
export {
  LMS_TAKES_EXTERNAL_TRAINING,
  type LmsClass,
  type LmsClassDetails,
  type LmsCompletion,
  type LmsConnector,
  type LmsCourse,
  type LmsEnrollment,
  LmsError,
  type LmsExternalTraining,
  type LmsSubmitOptions,
  type LmsTicketStatus,
  type LmsType,
} from './connector.ts';
export { createLmsConnector, requireLms } from './create-connector.ts';
export { statusByLoid } from './status-by-loid.ts';
export { statusByType } from './status-by-type.ts';
export { lmsSyncJob, type SyncDoneContext, type SyncKind, type SyncSend } from './sync-job.ts';
export { enqueueLmsSync, loadSyncRequest, type SyncRequestRow } from './sync-requests.ts';
export { loadTenantLmsConnection } from './tenant-connection.ts';
