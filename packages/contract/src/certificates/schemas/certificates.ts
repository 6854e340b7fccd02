import { z } from 'zod';
import { idParam } from '../../platform/index.ts';

/**
 * Certificates of completion (ADR 0032): a PDF per completion (a person x class with
 * transcript rows) and the public verification of its code.
 */
export const certificateParams = z.object({ classId: idParam, personId: idParam });
export const certificateClassParams = z.object({ classId: idParam });
/** The code as printed or typed: dashes and spaces ignored, any case (normalizeCertificateCode); a query, as the QR's page sends it. */
export const certificateCodeQuery = z.object({ code: z.string().min(1).max(64) });

/** What a certificate states (NASBA Standard 23), as issued; the verification page shows these. */
export const certificateFacts = z.object({
  participant: z.string(),
  course_title: z.string(),
  /** YYYY-MM-DD */
  completed_on: z.string(),
  /** The class's location, or 'Online' for a class delivered online. */
  location: z.string(),
  delivery_method: z.string(),
  credits_by_field: z.array(z.object({ field_of_study: z.string(), credits: z.number() })),
  total_credits: z.number(),
  sponsor_name: z.string(),
  sponsor_contact: z.string(),
  nasba_sponsor_id: z.string(),
  signer_name: z.string(),
  signer_title: z.string(),
});
export type CertificateFacts = z.infer<typeof certificateFacts>;

/** GET /certificates/verify/{code}: the certificate's facts; no other personal data. */
export const certificateVerification = z.object({
  code: z.string(),
  facts: certificateFacts,
  issued_at: z.string().describe('ISO-8601 date-time'),
  /** Set when the transcript behind it changed after it was issued (ADR 0032). */
  revoked_at: z.string().nullable(),
});
export type CertificateVerification = z.infer<typeof certificateVerification>;
