/**
 * The tests' database connection when the worker's server runs on PGlite: a session of the
 * server's e2e door (apps/api/test/support/e2e-door.ts), which runs the statements on the server's
 * own embedded database. Answers as pg's would, but for dates, which arrive as ISO strings.
 */
export interface DoorClient {
  query<R>(text: string, params?: unknown[]): Promise<{ rows: R[]; rowCount: number | null }>;
  end(): Promise<void>;
}

async function post<T>(url: string, body: unknown = {}): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await res.json()) as T & { error?: string };
  if (!res.ok) throw new Error(`e2e door ${new URL(url).pathname}: ${answer.error ?? res.status}`);
  return answer;
}

/** Opens the session lazily, at the first statement: a client that runs none holds nothing. */
export function openDoorClient(doorUrl: string): DoorClient {
  let session: Promise<string> | undefined;
  const id = () => {
    session ??= post<{ id: string }>(`${doorUrl}/session`).then((s) => s.id);
    return session;
  };
  return {
    async query<R>(text: string, params?: unknown[]) {
      return post<{ rows: R[]; rowCount: number | null }>(`${doorUrl}/session/${await id()}/query`, { text, params });
    },
    async end() {
      if (session) await post(`${doorUrl}/session/${await session}/end`);
    },
  };
}

/** The firm `npm run tenant:create` would onboard, onboarded by the same code in the server process. */
export async function createTenantThroughDoor<T>(doorUrl: string, input: Record<string, unknown>): Promise<T> {
  return post<T>(`${doorUrl}/tenant-create`, input);
}
