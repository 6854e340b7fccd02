import { z } from 'zod';
import { MAX_UPLOAD_PARTS, UPLOAD_PART_BYTES } from '../../documents/index.ts';
import { LMS_TYPES, THEME_COLOR_KEYS } from '../../reference/index.ts';
import { primaryContrast } from '../rules/contrast.ts';

/**
 * Tenant administration (issue 16; reference settings and theme colours; ADR 0036):
 * /customer-admin edits the firm's settings and theme, /system the maintenance flag and the LMS.
 */

/** The date-time formats a firm may choose; each is a date, a space, then a time (dayjs tokens). */
export const DATE_FORMATS = [
  'MMM-DD-YYYY hh:mm A',
  'MM-DD-YYYY hh:mm A',
  'DD-MM-YYYY HH:mm',
  'DD-MMM-YYYY HH:mm',
  'YYYY-MM-DD HH:mm',
] as const;

export const SESSION_TOTAL_MINUTES = { min: 5, max: 1440 } as const;
export const SESSION_IDLE_MINUTES = { min: 0, max: 480 } as const;
export const CONTENT_EXPIRY_YEARS = { min: 1, max: 50 } as const;
export const BIOGRAPHY_EXPIRY_MONTHS = { min: 1, max: 240 } as const;
/** The editor shows the largest document in megabytes (MiB); the setting maxDocumentBytes stores bytes. */
export const BYTES_PER_MEGABYTE = 1_048_576;
/** Up to what an upload in parts can carry (10,000 parts of 5 MiB). */
export const MAX_DOCUMENT_MEGABYTES = { min: 1, max: (MAX_UPLOAD_PARTS * UPLOAD_PART_BYTES) / BYTES_PER_MEGABYTE } as const;

/** Whether `Intl` knows the IANA timezone name (what dayjs and the browsers use to show times). */
export function isKnownTimezone(name: string): boolean {
  if (!/^[A-Za-z0-9_+\-/]{1,64}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Whether the text compiles as a JavaScript regular expression (the password check runs it). */
export function compilesAsRegExp(pattern: string): boolean {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
}

/** An absolute http(s) address with a host: no spaces, no user:password@ part. */
const WEB_URL = /^https?:\/\/[A-Za-z0-9.{}-]+(:[0-9]{1,5})?(\/[^\s]*)?$/;

function isWebUrl(value: string): boolean {
  return WEB_URL.test(value);
}

/** An absolute http(s) address, or '' for none. */
const optionalUrl = z
  .string()
  .trim()
  .max(2000, 'At most 2000 characters.')
  .refine((v) => v === '' || isWebUrl(v), 'Expected an http or https address, or nothing.');

const whole = (bounds: { min: number; max: number }, unit: string) =>
  z.number().int(`Expected whole ${unit}.`).min(bounds.min, `At least ${bounds.min}.`).max(bounds.max, `At most ${bounds.max}.`);

export const customerSettings = z
  .object({
    dateFormat: z.enum(DATE_FORMATS),
    defaultTimezone: z.string().refine(isKnownTimezone, 'Expected an IANA timezone such as America/New_York.'),
    sessionTotalMinutes: whole(SESSION_TOTAL_MINUTES, 'minutes'),
    sessionIdleMinutes: whole(SESSION_IDLE_MINUTES, 'minutes').describe('0 turns the idle time-out off'),
    passwordPattern: z
      .string()
      .min(1, 'Required.')
      .max(500, 'At most 500 characters.')
      .refine(compilesAsRegExp, 'Expected a regular expression that compiles.'),
    passwordComplexityMessage: z.string().trim().min(1, 'Required.').max(300, 'At most 300 characters.'),
    privacyPolicy: z.string().max(50_000, 'At most 50000 characters.').describe("'' hides the Privacy Policy menu item"),
    helpLinks: z.object({ learner: optionalUrl, admin: optionalUrl }),
    codeOfConduct: z.object({
      Attendance: z.string().trim().min(1, 'Required.').max(10_000, 'At most 10000 characters.'),
      Attestation: z.string().trim().min(1, 'Required.').max(10_000, 'At most 10000 characters.'),
    }),
    contentExpiryYears: whole(CONTENT_EXPIRY_YEARS, 'years'),
    biographyExpiryMonths: whole(BIOGRAPHY_EXPIRY_MONTHS, 'months'),
    maxDocumentMegabytes: whole(MAX_DOCUMENT_MEGABYTES, 'megabytes').describe('The largest document the firm accepts (stored in bytes)'),
    externalLogoutLocation: optionalUrl,
    restrictedRoleAccess: z.boolean(),
  })
  .refine((s) => s.sessionIdleMinutes <= s.sessionTotalMinutes, {
    path: ['sessionIdleMinutes'],
    message: 'The idle time-out cannot be longer than the total time-out.',
  });
export type CustomerSettings = z.infer<typeof customerSettings>;

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const hexColor = z.string().regex(HEX_COLOR, 'Expected a colour as #rrggbb.');
/** The seven colours; a primary that white text cannot be read on is refused, naming primary. */
export const themeBody = z
  .object(Object.fromEntries(THEME_COLOR_KEYS.map((k) => [k, hexColor])) as Record<(typeof THEME_COLOR_KEYS)[number], typeof hexColor>)
  .superRefine((theme, ctx) => {
    // Zod still runs this refinement when a colour failed its pattern: that is already the field's error.
    if (typeof theme.primary !== 'string' || !HEX_COLOR.test(theme.primary)) return;
    const check = primaryContrast(theme.primary);
    if (!check.passes) ctx.addIssue({ code: 'custom', path: ['primary'], message: check.verdict });
  });

export const themeResponse = z.object({ theme: themeBody, logoUrl: z.string().nullable(), message: z.string() });

/** The logo: an image a browser shows, no larger than this. SVG is refused (it can carry script). */
export const LOGO_MAX_BYTES = 262_144;
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const logoResponse = z.object({ url: z.string(), message: z.string() });

export const lmsType = z.enum(LMS_TYPES);
export const lmsConnectionView = z.object({
  lms_type: lmsType,
  url: z.string(),
  /** The key itself is never sent back: only whether one is stored. */
  api_key_set: z.boolean(),
  updated_at: z.string().nullable(),
});
export const systemSettingsResponse = z.object({
  maintenance: z.boolean(),
  defaultLms: lmsType,
  connections: z.array(lmsConnectionView),
});
export type SystemSettings = z.infer<typeof systemSettingsResponse>;

export const maintenanceBody = z.object({ on: z.boolean().describe('true sends everybody but the Educe ACC Administrators away') });
export const lmsSettingsBody = z.object({
  defaultLms: lmsType,
  url: z
    .string()
    .trim()
    .min(1, 'Required.')
    .max(2000, 'At most 2000 characters.')
    .refine(isWebUrl, 'Expected an http or https address.')
    .describe('Base URL of the LMS; {tenant} is replaced by the sub-domain'),
  /** Absent keeps the stored key; '' removes it. Never returned. */
  apiKey: z.string().max(500, 'At most 500 characters.').optional(),
});
export const checkLmsBody = z.object({ lmsType: lmsType });
export const checkLmsResponse = z.object({ ok: z.boolean(), message: z.string(), elapsedMs: z.number().int() });
export const settingsSaved = z.object({ message: z.string() });

/** The 503 of a write refused while the tenant's maintenance flag is on. */
export const MAINTENANCE_MESSAGE =
  'The application is under maintenance. Changes cannot be saved until an Educe ACC Administrator turns maintenance off.';
