import { type ApiOptions, callHeaders, failure, queryString } from './api-client.ts';

/**
 * A file from a GET (an export), with the same headers as every call; the name comes
 * from content-disposition. Its own module, so that pages without downloads (the login
 * page above all) do not load it.
 */
export async function apiDownload(
  path: string,
  options: Pick<ApiOptions, 'query' | 'signal'> = {},
): Promise<{ blob: Blob; filename: string | null; headers: Headers }> {
  const headers = callHeaders('*/*', false);
  const res = await fetch(`/api${path}${queryString(options.query)}`, { headers, signal: options.signal });
  if (!res.ok) throw await failure(res, Boolean(headers.authorization));
  const filename = /filename="?([^";]+)"?/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await res.blob(), filename, headers: res.headers };
}
