import { calls, type courseLookupsResponse, type lookupsResponse } from '@cpe/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../call.ts';

export type RefLookups = z.infer<typeof lookupsResponse>;
export type CourseLookups = z.infer<typeof courseLookupsResponse>;

// Lookups change with the tenant's configuration, not while someone works: one load per session.
const FOREVER = Number.POSITIVE_INFINITY;

/** GET /ref/lookups: delivery methods, agenda types, knowledge levels, fields of study, states… */
export function useRefLookups(enabled = true) {
  return useQuery({
    queryKey: ['ref-lookups'],
    queryFn: ({ signal }) => call(calls.lookups, { signal }),
    staleTime: FOREVER,
    enabled,
  });
}

/** GET /course/lookups: module types, program qualifications, contact roles, external id types. */
export function useCourseLookups(enabled = true) {
  return useQuery({
    queryKey: ['course-lookups'],
    queryFn: ({ signal }) => call(calls.courseLookups, { signal }),
    staleTime: FOREVER,
    enabled,
  });
}
