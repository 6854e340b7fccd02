/**
 * The public entry of the documents module: what app.ts, the seed, the CLI and other modules may use.
 * Nothing outside the module imports its other files (ADR 0060).
 */
export { extendBiography, requirePersonAccess, storeBiography } from './biography.ts';
export { type DocumentTarget, requireObjectAttachmentType } from './document-target.ts';
export { storePersonDocument } from './person-documents.ts';
export { documentRoutes } from './routes.ts';
export { courseDocumentTarget } from './upload-course-document.ts';
