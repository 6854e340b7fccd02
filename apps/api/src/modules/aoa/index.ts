/**
 * The public entry of the aoa module: what app.ts, the seed, the CLI and other modules may use.
 * Nothing outside the module imports its other files (ADR 0060).
 */
export { loadAoa } from './aoa-access.ts';
export { aoaDocumentTarget } from './aoa-docs.ts';
export { aoaObjectType } from './aoa-object-type.ts';
export { aoaRoutes } from './routes.ts';
