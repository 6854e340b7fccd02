/**
 * The public entry of the transcripts module: what app.ts, the seed, the CLI and other modules may use.
 * Nothing outside the module imports its other files (ADR 0060).
 */
export { loadPersonTranscript, recordFosSql } from './person-transcript-read.ts';
export { transcriptRoutes } from './routes.ts';
export { visiblePerson } from './transcript-access.ts';
