import { z } from 'zod';
import { idParam, isCalendarDate, isoDateTime, trimmed } from '../../platform/index.ts';
import { CREDIT_LIMITATION_SCOPES } from '../policy/credit-limitation-policy.ts';

/**
 * Credit limitation rules (/accadmin/creditlimitation) and their error log (/accadmin/errorlog):
 * the calls the spec does not show (ADR 0037).
 */

const bodyId = z.number({ error: 'Expected an id' }).int().positive().max(2_147_483_647);
const ymd = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as YYYY-MM-DD')
  .refine(isCalendarDate, 'Not a calendar date');

export const MAX_LIMITATION_CREDITS = 999;
/** Whole tenths: 0.1 steps, as boards state credits. */
export const isTenthStep = (n: number) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9;

export const creditLimitationIdParams = z.object({ id: idParam.describe('The rule id') });

export const creditLimitationBody = z
  .object({
    name: trimmed(100),
    scope: z.enum(CREDIT_LIMITATION_SCOPES),
    max_credits: z
      .number({ error: 'Expected a number of credits' })
      .positive('Must be more than 0.')
      .max(MAX_LIMITATION_CREDITS)
      .refine(isTenthStep, 'Use steps of 0.1 credits.'),
    field_of_study_id: bodyId.nullable(),
    delivery_method_id: bodyId.nullable(),
    jurisdiction_id: bodyId.nullable(),
    is_active: z.boolean(),
  })
  .superRefine((body, ctx) => {
    if (body.scope === 'field_of_study' && body.field_of_study_id === null) {
      ctx.addIssue({ code: 'custom', path: ['field_of_study_id'], message: 'A field of study rule names its field of study.' });
    }
    if (body.scope === 'delivery_method' && body.delivery_method_id === null) {
      ctx.addIssue({ code: 'custom', path: ['delivery_method_id'], message: 'A delivery method rule names its delivery method.' });
    }
  });
export type CreditLimitationBody = z.infer<typeof creditLimitationBody>;

export const creditLimitationRow = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(CREDIT_LIMITATION_SCOPES),
  max_credits: z.number(),
  field_of_study_id: z.number().int().nullable(),
  field_of_study: z.string().nullable(),
  delivery_method_id: z.number().int().nullable(),
  delivery_method: z.string().nullable(),
  jurisdiction_id: z.number().int().nullable(),
  jurisdiction: z.string().nullable(),
  is_active: z.boolean(),
});
export type CreditLimitationRow = z.infer<typeof creditLimitationRow>;

const option = z.object({ id: z.number().int(), name: z.string() });
export const creditLimitationsResponse = z.object({
  rules: z.array(creditLimitationRow),
  options: z.object({ fieldsOfStudy: z.array(option), deliveryMethods: z.array(option), jurisdictions: z.array(option) }),
});
export const createCreditLimitationResponse = z.object({ id: z.number().int(), message: z.string() });

export const CREDIT_LIMITATION_MESSAGES = {
  created: 'Credit limitation saved',
  updated: 'Credit limitation updated',
  nameTaken: 'Another credit limitation has this name.',
} as const;

/** The error log's search: every filter optional; keyset paging newest first. */
export const creditLimitationLogQuery = z.object({
  learner: z.string().trim().max(100).optional(),
  classTitle: z.string().trim().max(200).optional(),
  ruleId: idParam.optional(),
  from: ymd.optional(),
  to: ymd.optional(),
  /** The cursor of the previous page's last row: '<ISO time>|<id>'. */
  after: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z\|\d{1,10}$/, 'Expected the cursor of a previous page')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type CreditLimitationLogQuery = z.infer<typeof creditLimitationLogQuery>;

export const creditLimitationLogRow = z.object({
  id: z.number().int(),
  person_id: z.number().int(),
  learner: z.string(),
  class_id: z.number().int(),
  class_title: z.string(),
  rule_id: z.number().int(),
  rule: z.string(),
  amount: z.number(),
  cut_at: isoDateTime,
});
export type CreditLimitationLogRow = z.infer<typeof creditLimitationLogRow>;
export const creditLimitationLogResponse = z.object({ rows: z.array(creditLimitationLogRow), next: z.string().nullable() });

export const CREDIT_LIMITATION_LOG_COLUMNS = ['When', 'Learner', 'Class', 'Rule', 'Credits removed'] as const;
