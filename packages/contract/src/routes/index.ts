/**
 * Every API call's descriptor, one file per area. The package exports this module as
 * `endpoints` (`endpoints.getClass`), so a descriptor's name can be the call's own name
 * without clashing with the schemas it is made of.
 */
export * from './alerts.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './class-contacts.ts';
export * from './class-lifecycle.ts';
export * from './class-roster.ts';
export * from './classes.ts';
export * from './course-agenda.ts';
export * from './course-steps.ts';
export * from './course-sync.ts';
export * from './courses.ts';
export * from './documents.ts';
export * from './external-cpe.ts';
export * from './external-users.ts';
export * from './home.ts';
export * from './lms.ts';
export * from './persons.ts';
export * from './reference.ts';
