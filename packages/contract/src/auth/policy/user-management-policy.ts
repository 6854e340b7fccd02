/**
 * User management settings (/admin/usermanagement) and proxy sessions (/admin/proxy; ADR 0039):
 * pure rules shared by the server, which enforces them, and the screens, which explain them.
 */
import { ROLES } from '../../platform/index.ts';

/** The tenant's choices: self-registration open or closed; the domains an external user's e-mail may have (empty: any). */
export interface UserManagementSettings {
  registrationOpen: boolean;
  allowedEmailDomains: string[];
}

/** A tenant that never chose: registration open, any domain (the product's behaviour before issue 16). */
export const DEFAULT_USER_MANAGEMENT: UserManagementSettings = { registrationOpen: true, allowedEmailDomains: [] };

/** A host name of at least two labels: letters, digits and inner hyphens (example.com, mail.firm.co.uk). */
export const EMAIL_DOMAIN_PATTERN = /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const USER_MANAGEMENT_MESSAGES = {
  saved: 'User management settings were saved',
  registrationClosed: 'Registration is closed. Please contact your administrator for an account.',
  invalidDomain: 'Enter a domain such as example.com.',
  duplicateDomain: 'This domain is listed twice.',
  proxyYourself: 'You cannot act on behalf of yourself.',
  proxyMerged: 'This person was merged into another person; act on behalf of the surviving person instead.',
  proxyInactive: 'Only an active person can be acted for.',
  proxyAdministrator: 'Nobody may act on behalf of an Admin or an Educe ACC Administrator.',
  proxyFromProxy: 'Stop acting on behalf of someone before acting on behalf of someone else.',
  proxySessionEnding: 'Your own session ends in less than a minute; sign in again first.',
  // ADR 0056: every route that changes how someone signs in answers this to a proxy session.
  proxySignInDetails: 'A proxy session cannot change sign-in details: e-mail, user name or password.',
  notProxy: 'This session is not acting on behalf of anyone.',
  proxyStopped: 'You stopped acting on behalf of this person',
} as const;

/** The domain part of an e-mail address, lower-cased ('' without an @). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** Why an external user's e-mail address is refused, or null: exact domain match, case-insensitive. */
export function emailDomainProblem(email: string, allowed: readonly string[]): string | null {
  if (allowed.length === 0) return null;
  const domains = allowed.map((d) => d.toLowerCase());
  if (domains.includes(emailDomain(email))) return null;
  return domains.length === 1
    ? `Only e-mail addresses at ${domains[0]} may be used.`
    : `Only e-mail addresses at one of these domains may be used: ${domains.join(', ')}.`;
}

/** A proxy session lasts at most this long, and never beyond the administrator's own session. */
export const PROXY_MAX_MINUTES = 60;

/** Whole minutes a proxy session opened now may last: at most PROXY_MAX_MINUTES and what is left of the administrator's session. */
export function proxyMinutes(adminLoginTime: Date, adminTotalMinutes: number, now: Date): number {
  const left = Math.floor((adminLoginTime.getTime() + adminTotalMinutes * 60_000 - now.getTime()) / 60_000);
  return Math.max(0, Math.min(PROXY_MAX_MINUTES, left));
}

/** Roles whose holders nobody may act for: acting for one would lend an administrator another administrator's powers. */
export const PROXY_PROTECTED_ROLES: readonly string[] = [ROLES.admin, ROLES.accAdmin];

/** The person an administrator asks to act for, as the rule needs them. */
export interface ProxyTarget {
  id: number;
  status: string;
  mergedIntoId: number | null;
  roles: readonly string[];
}

/** Why an administrator may not act for this person, or null (ADR 0039). */
export function proxyRefusal(adminId: number, target: ProxyTarget, activeStatus: string): string | null {
  if (target.id === adminId) return USER_MANAGEMENT_MESSAGES.proxyYourself;
  if (target.mergedIntoId !== null) return USER_MANAGEMENT_MESSAGES.proxyMerged;
  if (target.status !== activeStatus) return USER_MANAGEMENT_MESSAGES.proxyInactive;
  if (target.roles.some((r) => PROXY_PROTECTED_ROLES.includes(r))) return USER_MANAGEMENT_MESSAGES.proxyAdministrator;
  return null;
}
