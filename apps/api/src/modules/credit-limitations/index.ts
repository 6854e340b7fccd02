/**
 * The public entry of the credit-limitations module: what app.ts, the seed, the CLI and other modules may use.
 * Nothing outside the module imports its other files (ADR 0060).
 */
export { recordCuts } from './record-cuts.ts';
export { creditLimitationRoutes } from './routes.ts';
export { loadActiveRules, loadJurisdictions } from './rule-store.ts';
