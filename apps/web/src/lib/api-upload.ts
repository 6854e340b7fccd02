import { type ApiOptions, callHeaders, failure } from './api-client.ts';

/**
 * A multipart/form-data POST (a document upload) with the same headers as every call.
 * No content-type of our own: the browser writes multipart/form-data with its boundary.
 * The fields go in the order the form was filled, so append the text fields before the
 * file (the server reads the fields sent before it). Its own module, like api-download.ts,
 * so that pages without uploads do not load it.
 */
export async function apiUpload<T>(path: string, form: FormData, options: Pick<ApiOptions, 'signal'> = {}): Promise<T> {
  const headers = callHeaders('application/json', false);
  const res = await fetch(`/api${path}`, { method: 'POST', headers, body: form, signal: options.signal });
  if (!res.ok) throw await failure(res, Boolean(headers.authorization));
  return (res.status === 204 ? null : await res.json().catch(() => null)) as T;
}
