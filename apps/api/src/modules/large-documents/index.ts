/**
 * The public entry of the large-documents module: what app.ts, the seed, the CLI and other modules may use.
 * Nothing outside the module imports its other files (ADR 0060).
 */
export { largeDocumentRoutes } from './routes.ts';
export { documentUploadCleanupJob } from './upload-cleanup.ts';
