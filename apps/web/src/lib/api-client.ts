import { MESSAGES } from '@cpe/contract';
import { currentSubdomain } from './tenant.ts';

/** An API answer other than 2xx, with the server's error body (shown as the message or sqlMessage). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; code?: string; sqlMessage?: string; errors?: { field: string; message: string }[] } | null,
  ) {
    super(body?.sqlMessage || body?.message || `Request failed (${status})`);
  }
}

interface ApiIdentity {
  token(): string | null;
  userId(): number | null;
  /** Called once for 'Request Authorization Failure - Login Required'. */
  onLoginRequired(): void;
}

let identity: ApiIdentity = { token: () => null, userId: () => null, onLoginRequired: () => {} };

/** The session module tells the client who is calling; lib code does not import features. */
export function configureApi(next: ApiIdentity): void {
  identity = next;
}

export interface ApiOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

/** Every call carries subdomain_name, Authorization and user_id. */
export function callHeaders(accept: string, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { accept };
  const subdomain = currentSubdomain();
  if (subdomain) headers.subdomain_name = subdomain;
  const token = identity.token();
  if (token) headers.authorization = `Bearer ${token}`;
  const userId = identity.userId();
  if (userId !== null) headers.user_id = String(userId);
  if (hasBody) headers['content-type'] = 'application/json';
  return headers;
}

export function queryString(query: ApiOptions['query']): string {
  return query ? `?${new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])))}` : '';
}

/** The ApiError of a failed answer; 'Request Authorization Failure - Login Required' ends the session. */
export async function failure(res: Response, hadToken: boolean): Promise<ApiError> {
  const body = await res.json().catch(() => null);
  if (res.status === 401 && body?.message === MESSAGES.loginRequired && hadToken) identity.onLoginRequired();
  return new ApiError(res.status, body);
}
