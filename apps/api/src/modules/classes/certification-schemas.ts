import { approvalCheck, bodyId } from '@cpe/contract';
import { z } from 'zod';

/**
 * Schemas of the class lifecycle calls (spec §7 'Class': validate certification, certify,
 * import from the LMS, status, events). Kept next to the routes while the class schemas
 * in packages/contract are being written by others; the screens read the same shapes.
 */

const flag = z.union([z.literal(0), z.literal(1)]);

/** GET /class/validate/certification/{id}. */
export const certificationValidationResponse = z.object({
  passes_validation: flag,
  failed_validation_reason: z.string().nullable(),
  certification: z.array(approvalCheck.extend({ message: z.string().optional() })),
  attestation: z.array(approvalCheck.extend({ message: z.string().optional() })),
});
export type CertificationValidation = z.infer<typeof certificationValidationResponse>;

/** PUT /class/certify/{id}: the certify confirmation dialog's fields. */
export const certifyBody = z.object({
  updatedBy: bodyId.optional(),
  cq_duration: z.number().int().min(0).max(100_000).nullable().optional(),
  sponsor: z.string().trim().max(300).nullable().optional(),
  lmsId: z.string().trim().max(100).nullable().optional(),
  classID2: z.string().trim().max(100).nullable().optional(),
  /** Preferred instructors to record with the certification (person ids). */
  instructors: z.array(bodyId).max(50).optional(),
});

/** The queued request the screen polls with GET /external-requests/status/{request_id}. */
export const certifyResponse = z.object({
  request_id: z.number().int(),
  unprocessed_messages: z.number().int(),
  error_messages: z.array(z.string()),
});

export const LMS_TYPE_VALUES = ['SAP', 'LCVISTA', 'SABA'] as const;

/** POST /class/import/sap/{id} and /class/import/sap/allDetails/{id}. */
export const classImportBody = z.object({
  in_lms: z.enum(LMS_TYPE_VALUES).optional(),
  in_class_status: z.string().trim().max(40).optional(),
  in_created_by: bodyId.optional(),
  in_action: z.string().trim().max(60).optional(),
});

export const classImportResponse = z.object({
  /** The sync request id, as text: the screen polls GET /class/status/{id} and may read the request by it. */
  uuid: z.string(),
  success: z.boolean(),
  message: z.string(),
  alertType: z.enum(['success', 'error', 'info', 'warning']),
});

export const classEventsBody = z.object({ classId: bodyId });
