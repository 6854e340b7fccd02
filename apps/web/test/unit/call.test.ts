import { calls, endpoints, MESSAGES, route } from '@cpe/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, configureApi } from '../../src/lib/api-client.ts';
import { call, routePath } from '../../src/lib/call.ts';
import { ResponseShapeError } from '../../src/lib/call-check.ts';
import { stubFetch, urlOf } from '../support/fetch-stub.ts';

const onLoginRequired = vi.fn();
beforeEach(() => configureApi({ token: () => 'token-1', userId: () => 7, onLoginRequired }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  onLoginRequired.mockReset();
});

// A route of the test's own: its answer is trimmed by the schema, so a parsed answer shows.
const thing = route({
  method: 'PUT',
  path: '/things/:thingId/parts/:partId',
  params: z.object({ thingId: z.number(), partId: z.number() }),
  query: z.object({ q: z.string().optional(), limit: z.number().optional(), all: z.boolean().optional() }),
  body: z.object({ name: z.string() }),
  response: z.object({ name: z.string().trim(), count: z.number() }),
});

describe('call (typed client)', () => {
  it('fills the path, serialises the query and sends the body with the headers every call carries', async () => {
    const calls = stubFetch(() => ({ status: 200, body: { name: ' x ', count: 1 } }));
    await call(thing, {
      params: { thingId: 3, partId: 'a b' as unknown as number },
      query: { q: 'é&', limit: 5, all: false },
      body: { name: 'n' },
    });
    expect(calls).toEqual([{ method: 'PUT', path: '/api/things/3/parts/a%20b?q=%C3%A9%26&limit=5&all=false', body: { name: 'n' } }]);
    expect(Object.fromEntries(calls[0]!.headers)).toMatchObject({
      authorization: 'Bearer token-1',
      user_id: '7',
      'content-type': 'application/json',
    });
  });

  it('leaves out absent query values and sends no body or content type without one', async () => {
    const calls = stubFetch(() => ({ status: 200, body: { people: [] } }));
    await call(endpoints.searchPersons, { query: { q: 'ann', ids: undefined } });
    expect(urlOf(calls[0]!).search).toBe('?q=ann');
    expect(calls[0]!.body).toBeUndefined();
    expect(calls[0]!.headers.has('content-type')).toBe(false);
  });

  it("answers with the response schema's output in tests", async () => {
    stubFetch(() => ({ status: 200, body: { name: ' x ', count: 1, extra: true } }));
    await expect(call(thing, { params: { thingId: 1, partId: 2 }, body: { name: 'n' } })).resolves.toEqual({ name: 'x', count: 1 });
  });

  it('throws an error naming the route when the answer does not match its contract', async () => {
    stubFetch(() => ({ status: 200, body: { name: 'x', count: 'one' } }));
    const error = await call(thing, { params: { thingId: 1, partId: 2 }, body: { name: 'n' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect((error as Error).message).toMatch(/^PUT \/things\/:thingId\/parts\/:partId answered with a shape its contract does not allow:/);
    expect((error as Error).message).toContain('count');
  });

  it("checks a contract call's answer with its descriptor's schema, found by method and path", async () => {
    stubFetch(() => ({ status: 200, body: { removed: 'all' } }));
    const error = await call(calls.removeAllAlerts).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect((error as Error).message).toMatch(/^DELETE \/alerts answered with a shape its contract does not allow:/);
    stubFetch(() => ({ status: 200, body: { message: 'Removed', removed: 2 } }));
    await expect(call(calls.removeAllAlerts)).resolves.toEqual({ message: 'Removed', removed: 2 });
  });

  it('parses in development too, and trusts the answer in a production build', async () => {
    stubFetch(() => ({ status: 200, body: { name: ' x ', count: 'one' } }));
    vi.stubEnv('MODE', 'development');
    await expect(call(thing, { params: { thingId: 1, partId: 2 }, body: { name: 'n' } })).rejects.toBeInstanceOf(ResponseShapeError);
    vi.stubEnv('MODE', 'production');
    vi.stubEnv('DEV', false);
    await expect(call(thing, { params: { thingId: 1, partId: 2 }, body: { name: 'n' } })).resolves.toEqual({ name: ' x ', count: 'one' });
  });

  it("throws the server's error body as an ApiError, and ends the session on 'Login Required'", async () => {
    stubFetch(() => ({ status: 409, body: { message: 'Taken', code: 'CONFLICT' } }));
    const conflict = await call(endpoints.listAlerts).catch((e: unknown) => e);
    expect(conflict).toBeInstanceOf(ApiError);
    expect(conflict).toMatchObject({ status: 409, message: 'Taken' });
    expect(onLoginRequired).not.toHaveBeenCalled();
    stubFetch(() => ({ status: 401, body: { message: MESSAGES.loginRequired, code: 'UNAUTHENTICATED' } }));
    await expect(call(endpoints.listAlerts)).rejects.toMatchObject({ status: 401 });
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
  });

  it('passes the abort signal on', async () => {
    const controller = new AbortController();
    const fetch = vi.fn(async (_url: string, init: RequestInit) => {
      expect(init.signal).toBe(controller.signal);
      return new Response('[]', { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
    await call(endpoints.listAlerts, { signal: controller.signal });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('refuses a path parameter left out', () => {
    expect(() => routePath(endpoints.getClass, {})).toThrow('GET /class/:id needs the path parameter id');
    expect(routePath(endpoints.getClass, { id: 12 })).toBe('/class/12');
  });
});
