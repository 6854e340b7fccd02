import { type PermissionCode, type PermissionRequirement, type RoleName, satisfies } from '@cpe/contract';
import type { Session } from './sessions/sessions.ts';

/** What a rule may look at: the verified session and the validated request. */
export interface AuthSubject {
  session: Session | null;
  params: unknown;
  query: unknown;
  body: unknown;
}

/**
 * The authorization rule every route declares. `needsSession` decides whether the
 * request must carry a live session before the rule is asked.
 */
export interface AuthRule {
  readonly description: string;
  needsSession(subject: Omit<AuthSubject, 'session'>): boolean;
  allows(subject: AuthSubject): boolean;
  /** Also allowed when `other` allows (e.g. a permission, or the record's owner). */
  or(other: AuthRule): AuthRule;
}

function rule(description: string, needsSession: AuthRule['needsSession'], allows: AuthRule['allows']): AuthRule {
  const self: AuthRule = {
    description,
    needsSession,
    allows,
    or: (other) =>
      rule(
        `${description}; or ${other.description}`,
        (s) => needsSession(s) || other.needsSession(s),
        (s) => allows(s) || other.allows(s),
      ),
  };
  return self;
}

const always = () => true;

export const allow = {
  /** No session: sign-in, registration, password reset links. */
  anyone: () => rule('public', () => false, always),

  /** Public only when the predicate holds (e.g. branding-only reference data); else a session. */
  anyoneWhen: (description: string, predicate: (s: Omit<AuthSubject, 'session'>) => boolean) =>
    rule(`public when ${description}, else signed in`, (s) => !predicate(s), always),

  /** Any signed-in user of the tenant. */
  signedIn: () =>
    rule(
      'signed in',
      () => true,
      (s) => s.session !== null,
    ),

  /** Route permission rule: every entry must be held; an entry that is a list needs any one of its codes. */
  permissions: (...requirement: PermissionRequirement) =>
    rule(
      `permissions ${requirement.map((e) => (typeof e === 'string' ? e : `any of [${e.join(', ')}]`)).join(' and ')}`,
      () => true,
      (s) => s.session !== null && satisfies(s.session.permissions, requirement),
    ),

  anyOf: (...codes: PermissionCode[]) => allow.permissions(codes),

  /** Role guards (the admin pages): the signed-in person holds one of these roles. */
  roles: (...roleNames: readonly RoleName[]) =>
    rule(
      `role ${roleNames.join(' or ')}`,
      () => true,
      (s) => s.session !== null && roleNames.some((name) => s.session?.roles.has(name)),
    ),

  /** Ownership: the signed-in person is the one the request is about ("the submitter may also"). */
  owner: (description: string, isOwner: (personId: number, s: AuthSubject) => boolean) =>
    rule(
      description,
      () => true,
      (s) => s.session !== null && isOwner(s.session.personId, s),
    ),
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every /api route carries its rule; app.ts refuses to start without one. */
    auth?: AuthRule;
  }
}
