import { calls, type PersonProfile, type PersonType } from '@cpe/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { call } from '../../../lib/call.ts';
import { useRecordWrite } from '../../../lib/use-record-write.ts';

export { errorMessage } from '../../../lib/api-errors.ts';

/** Everything about one person lives under ['person', id]: one invalidation refreshes the header and every page. */
export const personKey = (id: number) => ['person', id] as const;
export const personSubKey = (id: number, name: string) => ['person', id, name] as const;

/**
 * GET /person/profile/{personId}. Profile rule: the profile loads only when the returned
 * person_type matches the page's type (case-insensitive); an internal id opened under
 * /external/ is 'not found', as the server also answers when asked with person_type.
 */
export function usePersonProfile(id: number, type: PersonType, enabled = true) {
  return useQuery<PersonProfile>({
    queryKey: personSubKey(id, 'profile'),
    queryFn: async ({ signal }) => {
      const profile = await call(calls.getProfile, { params: { personId: id }, query: { person_type: type }, signal });
      if (profile.person_type.toLowerCase() !== type) throw new ApiError(404, { message: `Person ${id} was not found.` });
      return profile;
    },
    enabled,
  });
}

/** A write about the person: the alert bar says how it went, and the profile with all under its key refetches. */
export const usePersonWrite = <V>(id: number, write: (variables: V) => Promise<unknown>, success?: string) =>
  useRecordWrite(personKey(id), write, { success });
