/**
 * Every API call as the browser makes it, one file per area of `routes/`: method and path,
 * typed by the descriptor but without its zod schemas (`api-call.ts`). The package exports
 * this module as `calls` (`calls.getClass`).
 */
export * from './alerts.ts';
export * from './aoa.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './certificates.ts';
export * from './checklist-settings.ts';
export * from './class-contacts.ts';
export * from './class-lifecycle.ts';
export * from './class-roster.ts';
export * from './classes.ts';
export * from './course-agenda.ts';
export * from './course-steps.ts';
export * from './course-sync.ts';
export * from './courses.ts';
export * from './credit-limitations.ts';
export * from './csod.ts';
export * from './documents.ts';
export * from './email-templates.ts';
export * from './external-cpe.ts';
export * from './external-users.ts';
export * from './health-check.ts';
export * from './home.ts';
export * from './independent-study.ts';
export * from './irs-ce.ts';
export * from './jurisdictions.ts';
export * from './large-documents.ts';
export * from './lms.ts';
export * from './local-learning.ts';
export * from './nasba-sets.ts';
export * from './person-documents.ts';
export * from './person-merge.ts';
export * from './person-transcripts.ts';
export * from './persons.ts';
export * from './reference.ts';
export * from './reports.ts';
export * from './roles.ts';
export * from './self-study-exam.ts';
export * from './tenant-admin.ts';
export * from './user-admin.ts';
export * from './user-administration.ts';
export * from './user-management.ts';
export * from './vended-content.ts';
