import { createContext, useContext } from 'react';
import type { RouteEntry } from './route-table.ts';

/** The route-table entry being shown, for layouts and generic screens. */
export const CurrentRouteContext = createContext<RouteEntry | null>(null);

export function useCurrentRoute(): RouteEntry {
  const route = useContext(CurrentRouteContext);
  if (!route) throw new Error('useCurrentRoute outside a route');
  return route;
}
