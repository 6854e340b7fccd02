import { z } from 'zod';
import { idParam, isoDateTime } from '../../platform/index.ts';
import { EMAIL_DOMAIN_PATTERN, USER_MANAGEMENT_MESSAGES } from '../policy/user-management-policy.ts';
import { loginResponse } from './auth.ts';

/** One allowed domain, as typed ('@Example.com ' reads example.com). */
export const emailDomainEntry = z
  .string()
  .trim()
  .toLowerCase()
  .transform((d) => d.replace(/^@/, ''))
  .pipe(z.string().regex(EMAIL_DOMAIN_PATTERN, USER_MANAGEMENT_MESSAGES.invalidDomain));

/** /admin/usermanagement: the tenant's user administration settings. */
export const userManagementSettings = z.object({
  registrationOpen: z.boolean().describe('Whether external users may register themselves (/register, /signup)'),
  allowedEmailDomains: z
    .array(emailDomainEntry)
    .max(100)
    .superRefine((list, ctx) => {
      list.forEach((d, i) => {
        if (list.indexOf(d) !== i) ctx.addIssue({ code: 'custom', path: [i], message: USER_MANAGEMENT_MESSAGES.duplicateDomain });
      });
    })
    .describe("The domains an external user's e-mail address may have; empty allows any"),
});
export type UserManagementSettingsBody = z.infer<typeof userManagementSettings>;
/** The settings as stored (already normalised). */
export const userManagementSettingsResponse = z.object({ registrationOpen: z.boolean(), allowedEmailDomains: z.array(z.string()) });
export const saveUserManagementResponse = z.object({ message: z.string(), settings: userManagementSettingsResponse });

/** What the register screen needs before anybody signs in. */
export const registrationStatusResponse = z.object({ registrationOpen: z.boolean() });

/** /admin/proxy: act on behalf of this person. */
export const startProxyBody = z.object({ personId: idParam });
/** The proxy session, as a sign-in answers it, plus who acts for whom until when. */
export const startProxyResponse = loginResponse.extend({
  proxy: z.object({
    id: z.number().int(),
    administratorId: z.number().int(),
    administratorName: z.string(),
    personName: z.string(),
    endsAt: isoDateTime,
  }),
});
export type StartProxyResponse = z.infer<typeof startProxyResponse>;

/** Recent proxy sessions of the tenant, newest first (who acted for whom, when). */
export const proxySessionsResponse = z.array(
  z.object({
    id: z.number().int(),
    administrator_name: z.string(),
    person_name: z.string(),
    started_at: isoDateTime,
    ends_at: isoDateTime,
    stopped_at: isoDateTime.nullable(),
  }),
);
