import type { courseLookupsResponse, lookupsResponse } from '@cpe/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type RefLookups = z.infer<typeof lookupsResponse>;
export type CourseLookups = z.infer<typeof courseLookupsResponse>;
export type PersonOption = CourseLookups['people'][number];

// Lookups change with the tenant's configuration, not while a course is edited: one load per session.
const FOREVER = Number.POSITIVE_INFINITY;

/** GET /ref/lookups: knowledge levels, fields of study, states and the other tenant lookups. */
export function useRefLookups(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['ref-lookups'],
    queryFn: ({ signal }) => api<RefLookups>('GET', '/ref/lookups', { signal }),
    staleTime: FOREVER,
  });
}

/** GET /course/lookups: module types, program qualifications and the firm's internal people. */
export function useCourseLookups(enabled = true) {
  return useQuery({
    enabled,
    queryKey: ['course-lookups'],
    queryFn: ({ signal }) => api<CourseLookups>('GET', '/course/lookups', { signal }),
    staleTime: FOREVER,
  });
}
