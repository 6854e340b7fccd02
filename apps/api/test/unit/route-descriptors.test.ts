import { endpoints, type RouteDescriptor } from '@cpe/contract';
import { describe, expect, it } from 'vitest';
import { apiRoutes } from '../../src/app.ts';

/**
 * The contract's descriptors and the server's routes are one list seen from two sides: a
 * descriptor nobody serves is a call the web could make in vain, and a route without one is
 * a shape spelled on the server only.
 */
const descriptors = Object.entries(endpoints) as [string, RouteDescriptor][];

describe('route descriptors', () => {
  it('are each served by exactly one route', () => {
    const served = descriptors.map(([name, d]) => [name, apiRoutes.filter((r) => r.route === d).length]);
    expect(served.filter(([, n]) => n !== 1)).toEqual([]);
  });

  it('cover every route', () => {
    const known = new Set<RouteDescriptor>(descriptors.map(([, d]) => d));
    expect(apiRoutes.filter((r) => !known.has(r.route)).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('give each route its method, path and schemas', () => {
    for (const r of apiRoutes) {
      expect([r.method, r.url, r.successStatus]).toEqual([r.route.method, r.route.path, r.route.successStatus ?? 200]);
      expect(r.schema).toEqual({ params: r.route.params, querystring: r.route.query, body: r.route.body, response: r.route.response });
    }
  });

  it('are one per method and path', () => {
    const keys = descriptors.map(([, d]) => `${d.method} ${d.path}`);
    expect(keys.length).toBe(new Set(keys).size);
  });
});

describe('searches (ADR 0050)', () => {
  it('every search route is declared a search: read-only, on the connections that plan once', () => {
    const searches = descriptors.filter(([name]) => /^search[A-Z]/.test(name)).map(([, d]) => d);
    expect(searches.length).toBeGreaterThan(10);
    const undeclared = apiRoutes.filter((r) => searches.includes(r.route) && r.search !== true).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });
});
