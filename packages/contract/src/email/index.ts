/**
 * E-mail templates: the catalogue of placeholders and the rendering.
 * The domain's public entry: another domain imports it only through this file, and its routes/ reach the package through endpoints.ts and calls.ts.
 */
export * from './rules/email-catalogue.ts';
export * from './rules/template-render.ts';
export * from './schemas/email-templates.ts';
