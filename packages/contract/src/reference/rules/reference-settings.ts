import { z } from 'zod';

/** Setting keys stored per tenant, each with the schema of its value. */
export const tenantSettingSchemas = {
  dateFormat: z.string(),
  defaultTimezone: z.string(),
  irsCeWorkflowEnabled: z.boolean(),
  pendingDeliveryWorkflow: z.boolean(),
  privacyPolicy: z.string(),
  passwordPattern: z.string(),
  passwordComplexityMessage: z.string(),
  personLookupEndpoint: z.string(),
  personLookupHttpAction: z.enum(['GET', 'POST']),
  maintenance: z.number().int(),
  contentExpiryYears: z.number().int().nonnegative(),
  biographyExpiryMonths: z.number().int().nonnegative(),
  externalLogoutLocation: z.string(),
  restrictedRoleAccess: z.boolean(),
  defaultLms: z.enum(['SAP', 'LCVISTA', 'SABA']),
  helpTexts: z.record(z.string(), z.string()),
  codeOfConduct: z.object({ Attendance: z.string(), Attestation: z.string() }),
  externalCourseTypes: z.array(z.string()),
  functionTypes: z.array(z.string()),
  contentAreaTypes: z.array(z.string()),
  sessionTotalMinutes: z.number().int().positive(),
  sessionIdleMinutes: z.number().int().nonnegative(),
  isSponsor: z.boolean(),
  /** Sync may be disabled by configuration for Certified classes. */
  syncCertifiedClassesDisabled: z.boolean(),
  authProvider: z.enum(['password']),
  /** NASBA Standard 23: who the certificates of completion name as sponsor ('' prints the firm's name). */
  certificateSponsorName: z.string(),
  /** The sponsor's contact information printed on certificates (address, e-mail, telephone). */
  certificateSponsorContact: z.string(),
  /** The sponsor's NASBA registry id printed on certificates ('' when the firm is not a registered sponsor). */
  nasbaSponsorId: z.string(),
  /** The person responsible for the program, whose signature line the certificates carry. */
  certificateSignerName: z.string(),
  certificateSignerTitle: z.string(),
  /** The largest document the firm accepts, in bytes (files over 10,000,000 bytes go in parts; ADR 0040). */
  maxDocumentBytes: z.number().int().positive(),
  /** /admin/usermanagement: whether external users may register themselves (absent: open). */
  registrationOpen: z.boolean(),
  /** /admin/usermanagement: the domains an external user's e-mail may have (absent or empty: any). */
  externalEmailDomains: z.array(z.string()),
} as const;
export type TenantSettingKey = keyof typeof tenantSettingSchemas;
export type TenantSettings = { [K in TenantSettingKey]: z.infer<(typeof tenantSettingSchemas)[K]> };

/** Settings the login page may read before anybody signs in. */
export const BRANDING_SETTING_KEYS = [
  'maintenance',
  'privacyPolicy',
  'passwordPattern',
  'passwordComplexityMessage',
  'externalLogoutLocation',
  'dateFormat',
  'defaultTimezone',
] as const satisfies readonly TenantSettingKey[];

export const THEME_COLOR_KEYS = ['primary', 'secondary', 'accent', 'error', 'warn', 'success', 'action'] as const;
export const themeColorsSchema = z.object(
  Object.fromEntries(THEME_COLOR_KEYS.map((k) => [k, z.string().regex(/^#[0-9a-fA-F]{6}$/)])) as Record<
    (typeof THEME_COLOR_KEYS)[number],
    z.ZodString
  >,
);
export type ThemeColors = z.infer<typeof themeColorsSchema>;

export const LMS_TYPES = ['SAP', 'LCVISTA', 'SABA'] as const;
