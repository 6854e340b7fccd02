/**
 * The public entry of the learning-objects module: what app.ts, the seed, the CLI and other modules may use.
 * Nothing outside the module imports its other files (ADR 0060).
 */
export { approvalChecklist } from './approval-checklist.ts';
export { addContact, listContacts, removeContact } from './contacts.ts';
export { addDocumentComment, documentComments } from './document-comments.ts';
export { addExternalId, deleteExternalId, externalIdsOf, listExternalIds } from './external-ids.ts';
export { addFeedback, listFeedback, resolveFeedback } from './feedback.ts';
export { FEEDBACK_SELECT } from './feedback-sql.ts';
export { IN_FLIGHT, newestRequests, requireVisible } from './lms-sync-requests.ts';
export { saveNasbaAnswers } from './nasba-answers.ts';
export { notifyRequestor, recordUrl } from './notify-requestor.ts';
export { loadElementRows, loadPageRows } from './object-config.ts';
export { listObjectDocuments, storeObjectDocument, type UploadContext } from './object-documents.ts';
export { objectHistory } from './object-history.ts';
export type { ContactsAdapter, LearningObjectType, ObjectAction } from './object-type.ts';
export { anyObjectAccess, learningObjectType, registerLearningObjectTypes } from './registry.ts';
export { recordWorkflow } from './workflow-history.ts';
