/** A person the stubbed GET /api/persons/search knows. */
export interface StubPerson {
  id: number;
  name: string;
  person_type?: 'internal' | 'external';
  email?: string;
}

/**
 * The answer of GET /api/persons/search over `people`, with the server's rules (q: start of
 * "first last", of the last name or of the e-mail, case-insensitive; type; ids; limit), or
 * undefined for any other path. Tests stub fetch only: the pickers run for real against it.
 */
export function personSearchReply(path: string, people: readonly StubPerson[]): { status: number; body: unknown } | undefined {
  const url = new URL(path, 'http://demo.localhost');
  if (url.pathname !== '/api/persons/search') return undefined;
  const q = (url.searchParams.get('q') ?? '').trim().toLowerCase();
  const type = url.searchParams.get('type') ?? 'internal';
  const ids = url.searchParams.get('ids')?.split(',').map(Number);
  const limit = Number(url.searchParams.get('limit') ?? 20);
  const starts = (p: StubPerson) =>
    [p.name, p.name.split(' ').slice(1).join(' '), p.email ?? ''].some((s) => s.toLowerCase().startsWith(q));
  const found = people
    .map((p) => ({ ...p, person_type: p.person_type ?? 'internal' }))
    .filter((p) => (type === 'all' || p.person_type === type) && (!ids || ids.includes(p.id)) && (!q || starts(p)))
    .slice(0, limit)
    .map(({ email: _email, ...p }) => p);
  return { status: 200, body: { people: found } };
}
