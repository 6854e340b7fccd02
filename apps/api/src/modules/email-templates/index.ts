/**
 * The public entry of the email-templates module: what app.ts, the seed, the CLI and other modules may use.
 * Nothing outside the module imports its other files (ADR 0060).
 */
export { composeEmail, composeWithImage, enqueueTemplatedEmail, tenantBaseUrl } from './compose-email.ts';
export { emailTemplateRoutes } from './routes.ts';
export { ensureTemplates, templateForSending, tenantImage } from './template-store.ts';
