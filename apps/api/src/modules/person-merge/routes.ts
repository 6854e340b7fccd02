import type { RouteSpec } from '../../platform/route.ts';
import { mergePersons } from './merge-persons.ts';

/** Merging two people (spec §7 POST person/merge; ADR 0033). */
export const personMergeRoutes: RouteSpec[] = [mergePersons];
