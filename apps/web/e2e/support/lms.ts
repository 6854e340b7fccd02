/** What the LMS sandbox of the e2e server holds (GET /sandbox/state), to check what reached the LMS. */
export interface SandboxSystem {
  classes: Record<string, { externalId: string | null; title: string; courseLmsId: string }>;
  completions: Record<string, Record<string, { credits: number; completedOn: string }>>;
  tickets: Record<string, { messages: { body: { kind: string; classLmsId?: string } }[] }>;
}

export async function sandboxSystem(dialect: string, tenant: string): Promise<SandboxSystem | undefined> {
  const url = process.env.E2E_LMS_SANDBOX_URL;
  if (!url) throw new Error('E2E_LMS_SANDBOX_URL is not set: the e2e server runs without its LMS sandbox');
  const res = await fetch(`${url}/sandbox/state`);
  if (!res.ok) throw new Error(`sandbox state answered ${res.status}`);
  const state = (await res.json()) as { systems: Record<string, SandboxSystem> };
  return state.systems[`${dialect}:${tenant}`];
}
