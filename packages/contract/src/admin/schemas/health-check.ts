import { z } from 'zod';

/**
 * The Microservice Health Check (/accadmin/healthcheck; ADR 0038): each part of the system,
 * measured now. The answer never holds a secret: no URL with credentials, no key, no host of
 * the mail server.
 */
export const HEALTH_STATES = ['ok', 'degraded', 'down'] as const;
export type HealthState = (typeof HEALTH_STATES)[number];

export const healthPart = z.object({
  key: z.string().describe('Stable id of the part: database, jobs, lms, mail, storage, migrations'),
  name: z.string(),
  state: z.enum(HEALTH_STATES),
  message: z.string(),
  /** What was measured, in words with its unit ("3 ms", "12 queued, 0 failed"). */
  value: z.string(),
  details: z.array(z.object({ label: z.string(), value: z.string() })).describe('Per queue, per tenant, …'),
});
export type HealthPart = z.infer<typeof healthPart>;

export const healthCheckResponse = z.object({
  state: z.enum(HEALTH_STATES).describe('The worst state of any part'),
  checked_at: z.string(),
  parts: z.array(healthPart),
});
export type HealthCheckResponse = z.infer<typeof healthCheckResponse>;

const RANK: Record<HealthState, number> = { ok: 0, degraded: 1, down: 2 };

/** The page summary: the worst state of any part (ok when there is none). */
export function worstHealthState(states: readonly HealthState[]): HealthState {
  return states.reduce<HealthState>((worst, s) => (RANK[s] > RANK[worst] ? s : worst), 'ok');
}
