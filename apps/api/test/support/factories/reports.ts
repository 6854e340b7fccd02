import { expect } from 'vitest';
import { eventually } from '../eventually.ts';
import type { Caller } from './courses.ts';

/** Runs a report through the API and waits for the job; answers the finished run (all rows) and every progress seen. */
export async function runReport(call: Caller, report: string, filters: Record<string, unknown> = {}) {
  const created = await call('POST', '/api/reports/runs', { body: { report, filters } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id as number;
  const progress: number[] = [];
  const run = await eventually(
    async () => {
      const res = await call('GET', `/api/reports/runs/${id}?page_size=500`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      progress.push(res.body.progress);
      return res.body.status === 'done' || res.body.status === 'failed' ? res.body : null;
    },
    { timeoutMs: 30_000, intervalMs: 100, what: `report ${report}` },
  );
  expect(run.status, run.error).toBe('done');
  return { id, run, progress };
}

/** The rows of a run as objects keyed by column key. */
export function rowObjects(run: { columns: { key: string }[]; rows: unknown[][] }): Record<string, unknown>[] {
  return run.rows.map((r) => Object.fromEntries(run.columns.map((c, i) => [c.key, r[i]])));
}
