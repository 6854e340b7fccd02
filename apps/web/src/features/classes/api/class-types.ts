import type {
  agendaStatusResponse,
  certificationValidationResponse,
  classImportResponse,
  classInstructorsResponse,
  classListRow,
  classModulesResponse,
  classSegmentsResponse,
  classStaffResponse,
  queuedStatusResponse,
} from '@cpe/contract';
import type { z } from 'zod';

/**
 * The answers of the class calls, as the contract's schemas describe them
 * (packages/contract/src/class/schemas/class-parts.ts): one definition for server and screen.
 */

/** GET /class/staff/{id}: the contacts, the monitor summary (100:1) and the roles a contact may have. */
export type ClassStaff = z.infer<typeof classStaffResponse>;
/** One contact of the class; kind is the server's reading of the role name. */
export type ClassContact = ClassStaff['contacts'][number];

/** GET /class/instructor/{id}: an instructor of the class with the credits of the modules they teach. */
export type ClassInstructor = z.infer<typeof classInstructorsResponse>[number];

/** GET /class-modules/{id}: a module of the class's agenda with its instructors. */
export type ClassModule = z.infer<typeof classModulesResponse>[number];
export type PersonRef = ClassModule['instructors'][number];

/** GET /class/segments/{id}: each class day with the course's modules of that day number. */
export type ClassSegment = z.infer<typeof classSegmentsResponse>[number];

/** GET /class/validate/certification/{id}, and its checklist rows. */
export type CertificationValidation = z.infer<typeof certificationValidationResponse>;
export type ClassCheck = NonNullable<CertificationValidation['certification']>[number];

/** GET /external-requests/status/{request_id}. */
export type QueuedStatus = z.infer<typeof queuedStatusResponse>;

/** POST /class/import/sap/{id}: uuid is the LMS request's id. */
export type ClassSyncStart = z.infer<typeof classImportResponse>;

/** GET /class/status/{id}: 1 once no sync or certification of the class is queued or sent. */
export type ClassSyncStatus = z.infer<typeof agendaStatusResponse>;

/** A row of GET /class/search and of GET /course/classes/{id}. */
export type ClassRow = z.infer<typeof classListRow>;
