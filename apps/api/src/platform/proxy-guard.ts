import { USER_MANAGEMENT_MESSAGES } from '@cpe/contract';
import { forbidden } from './errors.ts';
import type { Session } from './sessions/sessions.ts';

/**
 * ADR 0039 and 0056: an administrator acting for someone never changes how anyone signs in: a
 * password, an e-mail address (where "forgot password" sends its link), a user name, or the
 * e-mailed sign-in links. Changing the learner's e-mail to one's own and then asking for a reset
 * link would lead around "a proxy never learns or sets a password". Every route that can change
 * one of these calls this first: 403, in words.
 */
export function refuseSignInChangeOnProxy(session: Pick<Session, 'proxyPersonId'> | null): void {
  if (session && session.proxyPersonId !== null) throw forbidden(USER_MANAGEMENT_MESSAGES.proxySignInDetails);
}
