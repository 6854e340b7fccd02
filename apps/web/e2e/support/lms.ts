/** What the LMS sandbox of the e2e server holds (GET /sandbox/state), to check what reached the LMS. */
import { lmsSandboxUrl } from './worker-server.ts';

export interface SandboxLearner {
  externalId: string;
  firstName: string;
  lastName: string;
  email: string;
}

export interface SandboxCompletion {
  personExternalId: string;
  credits: number;
  /** null when the product sent no credit minutes. */
  minutes: number | null;
  /** The split by field of study; empty when the product sent none. */
  fields: { fieldOfStudy: string; credits: number }[];
  completedOn: string;
}

export interface SandboxSystem {
  classes: Record<string, { externalId: string | null; title: string; courseLmsId: string; status: string; roster: SandboxLearner[] }>;
  completions: Record<string, Record<string, SandboxCompletion>>;
  tickets: Record<string, { messages: { body: { kind: string; classLmsId?: string } }[] }>;
}

export async function sandboxSystem(dialect: string, tenant: string): Promise<SandboxSystem | undefined> {
  const res = await fetch(`${lmsSandboxUrl()}/sandbox/state`);
  if (!res.ok) throw new Error(`sandbox state answered ${res.status}`);
  const state = (await res.json()) as { systems: Record<string, SandboxSystem> };
  return state.systems[`${dialect}:${tenant}`];
}
