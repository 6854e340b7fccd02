/**
 * The public entry of the certificates module: what app.ts, the seed, the CLI and other modules may use.
 * Nothing outside the module imports its other files (ADR 0060).
 */
export { revokeStaleCertificates } from './certificate-issue.ts';
export { certificateRoutes } from './routes.ts';
