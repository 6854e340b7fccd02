import type { RouteSpec } from '../../platform/route.ts';
import { mergePersons } from './merge-persons.ts';

/** Merging two people (POST person/merge; ADR 0033). */
export const personMergeRoutes: RouteSpec[] = [mergePersons];
