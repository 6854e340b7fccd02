// Generated from the route descriptors by packages/contract/scripts/generate-calls.ts: do not edit.
// Every browser call, exported by the package as `calls` (`calls.getClass`): no schema, no zod.
export * from './admin/calls.ts';
export * from './aoa/calls.ts';
export * from './auth/calls.ts';
export * from './certificates/calls.ts';
export * from './class/calls.ts';
export * from './course/calls.ts';
export * from './credits/calls.ts';
export * from './documents/calls.ts';
export * from './email/calls.ts';
export * from './external-cpe/calls.ts';
export * from './home/calls.ts';
export * from './lms/calls.ts';
export * from './offerings/calls.ts';
export * from './people/calls.ts';
export * from './reference/calls.ts';
export * from './reports/calls.ts';
export * from './tenant/calls.ts';
