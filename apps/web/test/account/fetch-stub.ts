import type { AuthUser } from '@cpe/contract';
import { vi } from 'vitest';

/** One recorded call to the stubbed fetch: method, path (with /api) and the parsed JSON body. */
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Reply = { status: number; body: unknown };
type Responder = (call: Call) => Reply | undefined;

/**
 * Replaces the global fetch, the only thing these tests stub: the product's own
 * api-client, stores and forms run for real. Unanswered calls get a 500.
 */
export function stubFetch(respond: Responder): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call: Call = { method: init.method ?? 'GET', path: input, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const reply = respond(call) ?? { status: 500, body: { message: 'unexpected call' } };
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

export function makeUser(over: Partial<AuthUser> = {}): AuthUser {
  return {
    person_id: 7,
    id: 7,
    display_id: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email_address: 'ada@example.com',
    username: 'ada@example.com',
    external: 1,
    status: 'Active',
    person_type: 'external',
    roles: ['Learner'],
    permissions: [],
    ...over,
  };
}
