import { endpoints, personAbilities } from '@cpe/contract';
import { notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/route.ts';
import { mayAdminister, selfOrUserAdministrator } from '../../shared/person-admin.ts';
import { loadProfile } from './profile-query.ts';

/** The person profile. With person_type, a profile of the other type is not found. */
export const getProfile = defineRoute(endpoints.getProfile, {
  summary: 'A person’s profile: names, e-mails, ids, roles, permissions, transcripts',
  tags: ['persons'],
  auth: selfOrUserAdministrator((s) => (s.params as { personId?: number })?.personId),
  async handler({ params, query, tx, me }) {
    const profile = await loadProfile(tx, params.personId);
    if (!profile) throw notFound();
    if (profile.id !== me().personId && !mayAdminister(me(), profile.person_type)) throw notFound();
    if (query.person_type && query.person_type.toLowerCase() !== profile.person_type) throw notFound();
    return { ...profile, abilities: personAbilities(profile, me()) };
  },
});
