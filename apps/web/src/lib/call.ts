import type { RouteBodyInput, RouteDescriptor, RouteParamsInput, RouteQueryInput, RouteResponse } from '@cpe/contract';
import { z } from 'zod';
import { callHeaders, failure, queryString } from './api-client.ts';

/** A part the caller may leave out: the route has none, or every field of it is optional. */
type Part<K extends string, T> = undefined extends T ? { [P in K]?: T } : object extends T ? { [P in K]?: T } : { [P in K]: T };

/** What `call` takes for a route: its path parameters, query and body as the contract spells them. */
export type CallInput<D extends RouteDescriptor> = Part<'params', RouteParamsInput<D>> &
  Part<'query', RouteQueryInput<D>> &
  Part<'body', RouteBodyInput<D>> & { signal?: AbortSignal };

/** The server answered with something its contract does not allow: a bug on one side, named here. */
export class ResponseShapeError extends Error {
  constructor(
    readonly route: RouteDescriptor,
    readonly error: z.ZodError,
  ) {
    super(`${route.method} ${route.path} answered with a shape its contract does not allow:\n${z.prettifyError(error)}`);
    this.name = 'ResponseShapeError';
  }
}

/**
 * The answer is parsed with the route's response schema in development and tests, so a
 * mismatch shows where it happens; a production build trusts the server it was built with.
 * Read at each call, so that a test can switch it with `vi.stubEnv`.
 */
function parsesResponses(): boolean {
  return Boolean(import.meta.env.DEV) || import.meta.env.MODE === 'test';
}

/** The route's path with its parameters filled in: `/class/:id` with `{ id: 7 }` is `/class/7`. */
export function routePath(route: RouteDescriptor, params: Record<string, string | number> | undefined): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Query values as text; absent ones (undefined, null) are left out. */
function queryOf(query: unknown): Record<string, string> | undefined {
  if (query === undefined || query === null) return undefined;
  const entries = Object.entries(query as Record<string, unknown>).flatMap(([k, v]) =>
    v === undefined || v === null ? [] : [[k, String(v)]],
  );
  return Object.fromEntries(entries);
}

/**
 * Makes one API call as its contract descriptor declares it, with the headers every call
 * carries (`api-client.ts`); an answer other than 2xx throws an ApiError with the server's
 * error body. Downloads and uploads have their own helpers.
 */
export async function call<D extends RouteDescriptor>(
  route: D,
  ...[input]: object extends CallInput<D> ? [input?: CallInput<D>] : [input: CallInput<D>]
): Promise<RouteResponse<D>> {
  const { params, query, body, signal } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: unknown;
    body?: unknown;
    signal?: AbortSignal;
  };
  const headers = callHeaders('application/json', body !== undefined);
  const res = await fetch(`/api${routePath(route, params)}${queryString(queryOf(query))}`, {
    method: route.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (!res.ok) throw await failure(res, Boolean(headers.authorization));
  const data: unknown = res.status === 204 ? null : await res.json().catch(() => null);
  if (!parsesResponses()) return data as RouteResponse<D>;
  const parsed = route.response.safeParse(data);
  if (!parsed.success) throw new ResponseShapeError(route, parsed.error);
  return parsed.data as RouteResponse<D>;
}

/** An answer with its ETag, kept to ask again conditionally. */
export interface Tagged<T> {
  etag: string;
  data: T;
}

/**
 * A GET that sends the ETag of the answer it holds (If-None-Match): the server answers 304
 * when nothing changed, and the held answer is used again without being sent or parsed.
 */
export async function callIfChanged<D extends RouteDescriptor>(
  route: D,
  params: Record<string, string | number>,
  held: Tagged<RouteResponse<D>> | undefined,
  signal?: AbortSignal,
): Promise<Tagged<RouteResponse<D>> | { etag: null; data: RouteResponse<D> }> {
  const headers = callHeaders('application/json', false);
  if (held) headers['if-none-match'] = held.etag;
  const res = await fetch(`/api${routePath(route, params)}`, { headers, signal });
  if (res.status === 304 && held) return held;
  if (!res.ok) throw await failure(res, Boolean(headers.authorization));
  const body: unknown = await res.json().catch(() => null);
  let data = body as RouteResponse<D>;
  if (parsesResponses()) {
    const parsed = route.response.safeParse(body);
    if (!parsed.success) throw new ResponseShapeError(route, parsed.error);
    data = parsed.data as RouteResponse<D>;
  }
  const etag = res.headers.get('etag');
  return etag ? { etag, data } : { etag: null, data };
}
