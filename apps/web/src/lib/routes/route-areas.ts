import type { RouteEntry, ScreenKey } from './route-table.ts';

/** The screens that stand in for an area the product does not have yet. */
export const PLACEHOLDER_SCREENS: ReadonlySet<ScreenKey> = new Set(['search', 'offering', 'page']);

/**
 * The area each placeholder route belongs to, by route-name prefix (the longest
 * matching prefix wins), named so that '… is not available yet' reads as a sentence.
 */
const AREAS: readonly (readonly [prefix: string, area: string])[] = [
  ['locallearning', 'Local learning'],
  ['independentstudy', 'Independent study'],
  ['learner-independentstudy', 'Independent study'],
  ['vendedcontent', 'Vended content'],
  ['learner-affidavit', 'The affidavit of attendance (AOA)'],
  ['learner-affidavitofattendance', 'The affidavit of attendance (AOA)'],
  ['learner-cpe', 'External CPE'],
  ['learner-external', 'External CPE'],
  ['learner-external2', 'External CPE'],
  ['learner-coc', 'The code of conduct'],
];

/** The area of a route, or null when the table does not name it. */
export function routeArea(route: Pick<RouteEntry, 'name'>): string | null {
  const matches = AREAS.filter(([prefix]) => route.name === prefix || route.name.startsWith(`${prefix}-`));
  const longest = matches.sort((a, b) => b[0].length - a[0].length)[0];
  return longest?.[1] ?? null;
}

/** What a placeholder screen says: 'Local learning is not available yet.' */
export function notAvailableText(route: Pick<RouteEntry, 'name' | 'title'>): string {
  return `${routeArea(route) ?? `The ${route.title} page`} is not available yet.`;
}
