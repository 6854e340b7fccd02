/**
 * The shared pieces every domain builds on: common schemas, messages, CSV, the checklist, the permission catalogue, record steps, and the route and call shapes.
 * The domain's public entry: another domain imports it only through this file.
 */
export * from './admin-area-policy.ts';
export * from './api-call.ts';
export * from './checklist.ts';
export * from './common.ts';
export * from './csv.ts';
export * from './csv-parse.ts';
export * from './feedback.ts';
export * from './messages.ts';
export * from './permissions.ts';
export * from './record-steps.ts';
export * from './route.ts';
