import { z } from 'zod';
import { idParam, isCalendarDate } from '../../platform/index.ts';

/**
 * Jurisdictions (state boards of accountancy), their credit requirements, and the licenses
 * internal people hold (user administration 'jurisdictions'; ADR 0031).
 */

const ymd = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine(isCalendarDate, 'Not a calendar date');
const bodyId = z.number({ error: 'Expected an id' }).int().positive().max(2_147_483_647);
const hours = (max: number) => z.number({ error: 'Expected a whole number of credits' }).int().min(0).max(max);

export const LICENSE_STATUSES = ['Active', 'Inactive', 'Lapsed'] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];

export const MAX_REQUIRED_CREDITS = 500;

export const jurisdictionIdParams = z.object({ id: idParam.describe('The jurisdiction id') });
export const licenseIdParams = z.object({ id: idParam.describe('The license id') });
export const personLicensesParams = z.object({ personId: idParam });

export const jurisdictionRequirement = z.object({
  period_years: z.number().int(),
  total_credits: z.number(),
  min_ethics_credits: z.number(),
  min_technical_credits: z.number(),
  max_non_technical_credits: z.number().nullable(),
});

/** A board's requirement as a firm sets it; every minimum fits in the total. */
export const jurisdictionRequirementBody = z
  .object({
    period_years: z.number({ error: 'Expected 1, 2 or 3 years' }).int().min(1).max(3),
    total_credits: hours(MAX_REQUIRED_CREDITS).min(1),
    min_ethics_credits: hours(MAX_REQUIRED_CREDITS),
    min_technical_credits: hours(MAX_REQUIRED_CREDITS),
    max_non_technical_credits: hours(MAX_REQUIRED_CREDITS).nullable(),
  })
  .superRefine((r, ctx) => {
    if (r.min_ethics_credits > r.total_credits)
      ctx.addIssue({ code: 'custom', path: ['min_ethics_credits'], message: 'Must not exceed the total credits.' });
    if (r.min_technical_credits > r.total_credits)
      ctx.addIssue({ code: 'custom', path: ['min_technical_credits'], message: 'Must not exceed the total credits.' });
    if (r.max_non_technical_credits !== null && r.max_non_technical_credits > r.total_credits)
      ctx.addIssue({ code: 'custom', path: ['max_non_technical_credits'], message: 'Must not exceed the total credits.' });
  });
export type JurisdictionRequirementBody = z.infer<typeof jurisdictionRequirementBody>;

export const jurisdictionRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** null until the firm sets it. */
  requirement: jurisdictionRequirement.nullable(),
});
export type Jurisdiction = z.infer<typeof jurisdictionRow>;
export const jurisdictionListResponse = z.array(jurisdictionRow).meta({ id: 'Jurisdictions' });

/** A license as an administrator records it; the reporting period ends after it starts. */
export const licenseBody = z
  .object({
    jurisdiction_id: bodyId,
    license_number: z.string().trim().min(1, 'Required.').max(50),
    status: z.enum(LICENSE_STATUSES),
    period_start: ymd,
    period_end: ymd,
  })
  .refine((l) => l.period_end > l.period_start, {
    message: 'The reporting period must end after it starts.',
    path: ['period_end'],
  });
export type LicenseBody = z.infer<typeof licenseBody>;

const requirementCheck = z.object({ required: z.number(), earned: z.number(), met: z.boolean(), short_by: z.number() });

export const creditProgressBody = z.object({
  earned: z.object({ total: z.number(), technical: z.number(), non_technical: z.number(), ethics: z.number() }),
  counted_total: z.number(),
  non_technical_not_counted: z.number(),
  total: requirementCheck,
  ethics: requirementCheck,
  technical: requirementCheck,
  met: z.boolean(),
});

export const personLicense = z.object({
  id: z.number().int(),
  person_id: z.number().int(),
  jurisdiction: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  license_number: z.string(),
  status: z.enum(LICENSE_STATUSES),
  /** YYYY-MM-DD */
  period_start: z.string(),
  period_end: z.string(),
  requirement: jurisdictionRequirement.nullable(),
  /** The credits of the transcript completed in the reporting period, against the requirement (null without one). */
  progress: creditProgressBody.nullable(),
  /** Every credit completed in the period, whatever the requirement. */
  earned_credits: z.number(),
});
export type PersonLicense = z.infer<typeof personLicense>;

export const personLicensesResponse = z
  .object({ person_id: z.number().int(), licenses: z.array(personLicense) })
  .meta({ id: 'PersonLicenses' });
export const createLicenseResponse = z.object({ id: z.number().int(), message: z.string() });
