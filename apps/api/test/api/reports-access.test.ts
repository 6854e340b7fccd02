import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runReport } from '../support/factories/reports.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';
import { reportRunPaths } from './route-samples-reports.ts';

/**
 * Who may run and read reports (ADR 0041): the /reports roles; a learner is refused, an
 * anonymous caller must sign in, another tenant's run is 404, bad filters are a 400 naming the
 * field, and an expired run is gone.
 */
let server: TestServer;
let admin: Session;
let learner: Session;
let acmeAdmin: Session;
let runId: number;

beforeAll(async () => {
  ({ server, admin, learner, acmeAdmin } = await startSignedIn());
  ({ id: runId } = await runReport(as(server, admin), 'courses'));
});
afterAll(() => server?.close());

describe('report access', () => {
  it('a learner is refused (403) and an anonymous caller must sign in (401)', async () => {
    const body = { report: 'credits', filters: {} };
    expect((await as(server, learner)('POST', '/api/reports/runs', { body })).status).toBe(403);
    expect((await as(server, learner)('GET', `/api/reports/runs/${runId}`)).status).toBe(403);
    expect((await server.call('POST', '/api/reports/runs', { body })).status).toBe(401);
  });

  it("another tenant's run is 404 on every route", async () => {
    for (const path of reportRunPaths(runId)) {
      const res = await as(server, acmeAdmin)('GET', path);
      expect(res.status, path).toBe(404);
    }
  });

  it('bad filters are a 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ report: 'nope' }, 'body.report'],
      [{ report: 'attendance', filters: { status: 'Finalized' } }, 'body.filters.status'],
      [{ report: 'credits', filters: { from: '2026-02-30' } }, 'body.filters.from'],
      [{ report: 'credits', filters: { from: '2026-03-01', to: '2026-02-01' } }, 'body.filters.to'],
      [{ report: 'courses', filters: { office: 'Boston' } }, 'body.filters.office'],
      [{ report: 'credits', filters: { interval: 'week' } }, 'body.filters.interval'],
      [{ report: 'credits', filters: { field_of_study_id: -1 } }, 'body.filters.field_of_study_id'],
    ];
    for (const [body, field] of cases) {
      const res = await as(server, admin)('POST', '/api/reports/runs', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('a run expires: after three days it is 404, and the clean-up deletes it', async () => {
    const { id } = await runReport(as(server, admin), 'courses');
    const { deleteExpiredRuns } = await import('../../src/modules/reports/report-job.ts');
    const later = new Date(server.clock.now().getTime() + 4 * 86_400_000);
    expect(await deleteExpiredRuns(server.services, later)).toBeGreaterThanOrEqual(2);
    expect((await as(server, admin)('GET', `/api/reports/runs/${id}`)).status).toBe(404);
  });
});
