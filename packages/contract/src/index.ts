/**
 * The contract of the API, by domain (ADR 0061): each domain folder exports its schemas, rules
 * and policies through its index.ts. `endpoints` are the route descriptors (method, path and
 * schemas, one per route), `calls` the browser's calls generated from them (method and path
 * only, ADR 0049). Adding a domain adds its line here.
 */
export * from './admin/index.ts';
export * from './aoa/index.ts';
export * from './auth/index.ts';
export * as calls from './calls.ts';
export * from './certificates/index.ts';
export * from './class/index.ts';
export * from './course/index.ts';
export * from './credits/index.ts';
export * from './documents/index.ts';
export * from './email/index.ts';
export * as endpoints from './endpoints.ts';
export * from './external-cpe/index.ts';
export * from './home/index.ts';
export * from './lms/index.ts';
export * from './offerings/index.ts';
export * from './people/index.ts';
export * from './platform/index.ts';
export * from './reference/index.ts';
export * from './reports/index.ts';
export * from './tenant/index.ts';
