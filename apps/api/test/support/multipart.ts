import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { Session, TestServer } from './test-server.ts';

/**
 * Multipart bodies written byte by byte, for the attacks a browser's FormData cannot make:
 * a part's own content type, a body cut short, a request that never finishes.
 */
export const BOUNDARY = 'cpe-test-boundary-7MA4YWxkTrZu0gW';

export interface FormPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** The parts and, unless `truncated`, the closing boundary. */
export function multipartBody(parts: FormPart[], opts: { truncated?: boolean } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.contentType === undefined ? '' : `\r\nContent-Type: ${part.contentType}`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${file}${type}\r\n\r\n`, 'latin1'));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  if (!opts.truncated) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** The headers the browser sends with a call, for a session or a bare token. */
export function callHeaders(s: Pick<Session, 'tenant' | 'token'> & { personId?: number }, contentType: string): Record<string, string> {
  return {
    subdomain_name: s.tenant,
    authorization: `Bearer ${s.token}`,
    ...(s.personId === undefined ? {} : { user_id: String(s.personId) }),
    'content-type': contentType,
  };
}

/** POSTs a complete raw body. */
export async function postRaw(server: TestServer, url: string, headers: Record<string, string>, body: Buffer) {
  const res = await fetch(server.url + url, { method: 'POST', headers, body });
  const text = await res.text();
  let parsed: any = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: the test sees the text.
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/**
 * Starts a POST whose body is sent in part and not ended: the caller decides what follows
 * (end it, or cut the connection). `response` settles when the server answers.
 */
export function startUpload(server: TestServer, url: string, headers: Record<string, string>, first: Buffer, contentLength?: number) {
  const { hostname, port } = new URL(server.url);
  const req = http.request({
    hostname,
    port,
    path: url,
    method: 'POST',
    headers: { ...headers, ...(contentLength === undefined ? {} : { 'content-length': String(contentLength) }) },
  });
  const response = new Promise<{ status: number; body: any }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        text += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
    });
    req.on('error', reject);
  });
  req.write(first);
  return { req, response };
}

/** The temporary files of uploads in progress (STORAGE_DIR/incoming). */
export async function incomingFiles(server: TestServer): Promise<string[]> {
  return readdir(path.join(server.config.storageDir, 'incoming')).catch(() => []);
}
