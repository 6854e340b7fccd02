/**
 * The public entry of the external-cpe module: what app.ts, the seed, the CLI and other modules may use.
 * Nothing outside the module imports its other files (ADR 0060).
 */
export { loadRequest } from './ecp-access.ts';
export { ECPE_SEND_ACTION, ecpeSendKind } from './ecp-lms.ts';
export { externalCpeObjectType } from './ecp-object-type.ts';
export { loadEcpeTranscripts } from './ecp-transcripts.ts';
export { externalCpeRoutes } from './routes.ts';
export { externalCpeDocumentTarget } from './upload-document.ts';
