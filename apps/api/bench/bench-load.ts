import type autocannon from 'autocannon';

/** The routes the benchmark loads, and how it checks their answers (run.ts). */
export interface Target {
  name: string;
  path: string;
  headers: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  /** Fewer connections than --connections, for heavy answers and writes measured as round trips. */
  connections?: number;
  /** A conditional GET whose every answer must be 304 Not Modified. */
  expect304?: boolean;
  /** The route's own target (issue 17): p99 at most this many ms, instead of the ratio to bare. */
  p99Goal?: number;
}

export async function login(
  base: string,
  tenant: string,
  username: string,
  password: string,
): Promise<{ token: string; personId: number }> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', subdomain_name: tenant },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { token?: string; user?: { person_id?: number } };
  if (res.status !== 200 || !body.token || typeof body.user?.person_id !== 'number')
    throw new Error(`login as ${username}@${tenant} failed: ${res.status} ${JSON.stringify(body)}`);
  return { token: body.token, personId: body.user.person_id };
}

/** The first scale vendor (scale-seed-vended.ts), for the vendor-filtered vended content search; the first vendor when there are none. */
export async function scaleVendorId(base: string, headers: Record<string, string>): Promise<number> {
  const res = await fetch(`${base}/api/vendors`, { headers });
  const vendors = (await res.json()) as { id: number; name: string }[];
  const vendor = vendors.find((v) => v.name.startsWith('Scale Vendor ')) ?? vendors[0];
  if (!vendor) throw new Error(`no vendors: ${res.status}`);
  return vendor.id;
}

/** One request per route before the load, so a wrong header or path fails with its message. */
export async function checkOnce(base: string, t: Target): Promise<void> {
  const method = t.method ?? 'GET';
  const headers = t.body ? { ...t.headers, 'content-type': 'application/json' } : t.headers;
  const res = await fetch(base + t.path, { method, headers, body: t.body });
  const text = await res.text();
  if (t.expect304) {
    if (res.status !== 304) throw new Error(`${t.name}: ${method} ${t.path} answered ${res.status}, not 304: ${text.slice(0, 300)}`);
    return;
  }
  if (res.status < 200 || res.status > 299) throw new Error(`${t.name}: ${method} ${t.path} answered ${res.status}: ${text.slice(0, 300)}`);
}

/** The ETag of a GET's answer now, for a conditional GET's If-None-Match. */
export async function etagOf(url: string, headers: Record<string, string>): Promise<string> {
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  const etag = res.headers.get('etag');
  if (!etag) throw new Error(`${url} answered ${res.status} without an ETag`);
  return etag;
}

export function failures(r: autocannon.Result, t?: Target): string | null {
  const parts: string[] = [];
  const ok = (code: string) => (t?.expect304 ? code === '304' : code.startsWith('2'));
  const good = Object.entries(r.statusCodeStats ?? {}).reduce((n, [code, st]) => n + (ok(code) ? (st.count ?? 0) : 0), 0);
  const bad = Object.entries(r.statusCodeStats ?? {}).filter(([code]) => !ok(code));
  if (bad.length > 0) {
    const codes = bad.map(([code, st]) => `${st.count ?? 0}×${code}`);
    parts.push(`unexpected answers (${codes.join(', ')})`);
  }
  if (r.errors > 0) parts.push(`${r.errors} socket errors`);
  if (r.timeouts > 0) parts.push(`${r.timeouts} time-outs`);
  if (good === 0) parts.push(t?.expect304 ? 'no 304 at all' : 'no 2xx response at all');
  return parts.length ? parts.join(', ') : null;
}
