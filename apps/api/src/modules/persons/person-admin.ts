import type { PermissionCode } from '@cpe/contract';
import type { Session } from '../auth/sessions.ts';

/** The seeded Learner role (role-grants.ts); registration gives it to external learners. */
export const LEARNER_ROLE_ID = 5;

/** Spec §6: ADM001 internal users, ADM002 external users, ADM003 both. */
export const ADMINISTER_ANY_PERSON: PermissionCode[] = ['ADM001', 'ADM002', 'ADM003'];

export function mayAdminister(session: Session, personType: 'internal' | 'external'): boolean {
  const held = session.permissions;
  return held.has('ADM003') || held.has(personType === 'internal' ? 'ADM001' : 'ADM002');
}
