import { type LmsConnectorOptions, LmsError, type LmsSubmitOptions, type LmsType } from '../connector.ts';

const DEFAULT_TIMEOUT_MS = 10_000;

export interface LmsResponse {
  status: number;
  /** The parsed JSON body; undefined when the body was empty or not JSON. */
  body: unknown;
}

export interface LmsHttp {
  /** Rejects with LmsError on a network error, a time-out or a non-2xx answer (except those in `accept`). */
  request(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, accept?: number[]): Promise<LmsResponse>;
  /** A request that enqueues work in the LMS, with the submit's Idempotency-Key when it has one. */
  submit(method: 'POST' | 'PUT', path: string, body: unknown, options: LmsSubmitOptions | undefined): Promise<LmsResponse>;
}

export interface DialectHttp {
  type: LmsType;
  /** Headers that address the tenant's account in this dialect. */
  headers: Record<string, string>;
  /** Finds the LMS's own error text in an error body. */
  errorMessage(body: unknown): string | undefined;
}

/** Shared transport of the adapters: global fetch, a time-out per request, errors a user can read. */
export function createLmsHttp(options: LmsConnectorOptions, dialect: DialectHttp): LmsHttp {
  const base = options.baseUrl.replaceAll('{tenant}', encodeURIComponent(options.tenant)).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  async function request(
    method: string,
    path: string,
    body: unknown,
    accept: number[],
    extra: Record<string, string>,
  ): Promise<LmsResponse> {
    const headers: Record<string, string> = { accept: 'application/json', ...dialect.headers, ...extra };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    let text: string;
    try {
      res = await doFetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch (error) {
      throw transportError(dialect.type, error, timeoutMs);
    }
    const parsed = parseJson(text);
    if (res.ok || accept.includes(res.status)) return { status: res.status, body: parsed };
    const own = dialect.errorMessage(parsed);
    throw new LmsError(own ? `${dialect.type}: ${own}` : `LMS request failed: ${res.status} ${res.statusText}`.trim(), res.status);
  }
  return {
    request: (method, path, body, accept = []) => request(method, path, body, accept, {}),
    submit: (method, path, body, submit) =>
      request(method, path, body, [], submit?.idempotencyKey ? { 'idempotency-key': submit.idempotencyKey } : {}),
  };
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function transportError(type: LmsType, error: unknown, timeoutMs: number): LmsError {
  const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e.name === 'TimeoutError' || e.name === 'AbortError') {
    return new LmsError(`${type} did not answer within ${Math.round(timeoutMs / 100) / 10} s; try again later`);
  }
  // undici reports 'fetch failed' and keeps the reason (ECONNREFUSED, ENOTFOUND…) in `cause`.
  const reason = e.cause?.code ?? e.cause?.message ?? e.message ?? String(error);
  return new LmsError(`${type} is unreachable (${reason}); try again later`);
}
