import type {
  ApiCall,
  DescriptorOf,
  RouteBodyInput,
  RouteDescriptor,
  RouteParamsInput,
  RouteQueryInput,
  RouteResponse,
} from '@cpe/contract';
import { callHeaders, failure, queryString } from './api-client.ts';

/**
 * What `call` makes: one of the contract's `calls` (`calls.getClass`: method and path, no
 * schemas, so a screen that calls brings no zod), or a whole descriptor (a test's own route).
 */
export type Callable = ApiCall | RouteDescriptor;

/** A part the caller may leave out: the route has none, or every field of it is optional. */
type Part<K extends string, T> = undefined extends T ? { [P in K]?: T } : object extends T ? { [P in K]?: T } : { [P in K]: T };

/** What `call` takes for a route: its path parameters, query and body as the contract spells them. */
export type CallInput<C extends Callable> = Part<'params', RouteParamsInput<DescriptorOf<C>>> &
  Part<'query', RouteQueryInput<DescriptorOf<C>>> &
  Part<'body', RouteBodyInput<DescriptorOf<C>>> & { signal?: AbortSignal };

/** What the call answers: the output of the route's response schema. */
export type CallAnswer<C extends Callable> = RouteResponse<DescriptorOf<C>>;

/**
 * The answer is checked against the route's response schema in development and tests, so a
 * mismatch shows where it happens; a production build trusts the server it was built with.
 * The condition is spelled out here, where Vite replaces it with a constant: the production
 * bundle then has neither the check nor the descriptors and zod it loads. Read at each call,
 * so that a test can switch it with `vi.stubEnv`.
 */
async function answerOf<C extends Callable>(route: C, data: unknown): Promise<CallAnswer<C>> {
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') {
    return (await import('./call-check.ts')).checkedAnswer(route, data) as CallAnswer<C>;
  }
  return data as CallAnswer<C>;
}

/** The route's path with its parameters filled in: `/class/:id` with `{ id: 7 }` is `/class/7`. */
export function routePath(route: Callable, params: Record<string, string | number> | undefined): string {
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
 * Makes one API call as the contract declares it, with the headers every call
 * carries (`api-client.ts`); an answer other than 2xx throws an ApiError with the server's
 * error body. Downloads and uploads have their own helpers.
 */
export async function call<C extends Callable>(
  route: C,
  ...[input]: object extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>]
): Promise<CallAnswer<C>> {
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
  return answerOf(route, data);
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
export async function callIfChanged<C extends Callable>(
  route: C,
  params: Record<string, string | number>,
  held: Tagged<CallAnswer<C>> | undefined,
  signal?: AbortSignal,
): Promise<Tagged<CallAnswer<C>> | { etag: null; data: CallAnswer<C> }> {
  const headers = callHeaders('application/json', false);
  if (held) headers['if-none-match'] = held.etag;
  const res = await fetch(`/api${routePath(route, params)}`, { headers, signal });
  if (res.status === 304 && held) return held;
  if (!res.ok) throw await failure(res, Boolean(headers.authorization));
  const body: unknown = await res.json().catch(() => null);
  const data = await answerOf(route, body);
  const etag = res.headers.get('etag');
  return etag ? { etag, data } : { etag: null, data };
}
