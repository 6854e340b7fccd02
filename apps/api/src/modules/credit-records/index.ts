/**
 * The public entry of the credit-records module: what app.ts, the seed, the CLI and other modules may use.
 * Nothing outside the module imports its other files (ADR 0060).
 */
export { type ClassScope, type CreditFigure, figureKey, type RecordReason } from './credit-figures.ts';
export { recordClassCredits } from './record-class-credits.ts';
