import { vi } from 'vitest';

/**
 * One recorded call to the stubbed fetch: method, path (with /api) and body (JSON parsed; a
 * FormData as sent). Its headers are there to read but not enumerable, so that a test can
 * compare calls with `{ method, path, body }`.
 */
export interface Call {
  method: string;
  path: string;
  body: unknown;
  readonly headers: Headers;
}

/** An answer: JSON unless `body` is a string, with the given headers (JSON's content type by default). */
export type Reply = { status: number; body: unknown; headers?: Record<string, string> };
/** A responder may answer later (a promise), to hold a call in flight. */
export type Responder = (call: Call) => Reply | undefined | Promise<Reply | undefined>;

/**
 * Replaces the global fetch, the only thing the web tests stub: the product's own
 * api-client, stores and forms run for real. Unanswered calls get a 500, so that a test
 * sees them.
 */
export function stubFetch(respond: Responder): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const raw = init.body;
      const body = typeof raw === 'string' ? (raw ? JSON.parse(raw) : undefined) : (raw ?? undefined);
      const call = Object.defineProperty({ method: init.method ?? 'GET', path: input, body }, 'headers', {
        value: new Headers(init.headers),
        enumerable: false,
      }) as Call;
      calls.push(call);
      const reply = (await respond(call)) ?? { status: 500, body: { message: 'unexpected call' } };
      const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      // 204 and 304 answers carry no body (the Response constructor refuses one).
      const nothing = reply.status === 204 || reply.status === 304;
      return new Response(nothing ? null : text, {
        status: reply.status,
        headers: reply.headers ?? { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** The calls that write (all but GETs). */
export const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');

/** A call's URL, parsed (its search parameters), as the browser at the demo tenant would send it. */
export const urlOf = (call: Call) => new URL(call.path, 'http://demo.localhost');
