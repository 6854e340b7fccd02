import { z } from 'zod';
import { emailAddress, MESSAGES, personName } from '../../platform/index.ts';
import { LMS_TYPES } from '../../reference/index.ts';
import { isValidSubdomain } from './tenant-host.ts';

/** Why a sub-domain is refused: the tenant-host rule (a DNS label that the host parsing accepts as it is). */
export const SUBDOMAIN_RULE = 'Use 1 to 63 lower-case letters, digits and hyphens, neither starting nor ending with a hyphen.';

/** Names of the firm's first administrator when the command is given none. */
export const FIRST_ADMIN_DEFAULT_NAMES = { first: 'Firm', last: 'Administrator' } as const;

/**
 * The input of onboarding a firm (`npm run tenant:create`): the tenant's sub-domain and
 * name, and its first administrator, who signs in with the e-mail address as username.
 * The address is kept in lower case, as sign-in compares it. The firm's LMS may be named
 * (it syncs courses and classes with it); the Educe ACC Administrator can change it on /system.
 */
export const tenantOnboardingInput = z.object({
  subdomain: z.string().refine(isValidSubdomain, SUBDOMAIN_RULE),
  name: z.string().trim().min(1, MESSAGES.required).max(200),
  adminEmail: emailAddress.transform((e) => e.toLowerCase()),
  adminFirst: personName.default(FIRST_ADMIN_DEFAULT_NAMES.first),
  adminLast: personName.default(FIRST_ADMIN_DEFAULT_NAMES.last),
  /** The firm's default LMS; absent keeps the baseline's (SAP). */
  defaultLms: z.enum(LMS_TYPES, { error: `Use one of ${LMS_TYPES.join(', ')}.` }).optional(),
});
export type TenantOnboardingInput = z.input<typeof tenantOnboardingInput>;
export type TenantOnboarding = z.output<typeof tenantOnboardingInput>;
