import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually.ts';
import { certifiableClass, insertClass } from '../support/factories/classes.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The lms.sync watch (sync-lease.ts) in one process: a request left queued or sent by a run
 * whose lease has run out is sent again and finished; one whose runs keep breaking fails.
 * (lms-resume.test.ts kills a real server process for the same path.)
 */
let server: TestServer;

beforeAll(async () => {
  // A 6-second lease (LMS_SYNC_LEASE_SECONDS): the watch looks every 2 s instead of every 10.
  server = await startTestServer({ env: { LMS_SYNC_LEASE_SECONDS: '6' } });
});
afterAll(async () => {
  await server?.close();
});

const owner = <T>(sql: string, params: unknown[] = []) => server.db.asOwner((tx) => tx.query<T>(sql, params)).then((r) => r.rows);

/** A certification as a process that ended mid-run leaves it: sent, its lease run out. */
async function abandonedCertification(classId: number, attempts: number): Promise<number> {
  const [row] = await owner<{ id: number }>(
    `INSERT INTO lms_sync_requests (tenant_id, learning_object_type_id, learning_object_id, lms_type, action, status, created_by, created_at,
                                    lease_holder, lease_until, attempts)
     SELECT t.id, 3, $1, 'SAP', 'class-certify', 'sent', p.id, now(), 'a-run-that-ended', now() - interval '1 second', $2
       FROM tenants t JOIN persons p ON p.tenant_id = t.id AND p.username = 'admin' WHERE t.subdomain = 'demo' RETURNING id`,
    [classId, attempts],
  );
  return row?.id as number;
}

async function finished(requestId: number) {
  return eventually(
    async () => {
      const [row] = await owner<{ status: string; error_messages: string[] }>(
        'SELECT status, error_messages FROM lms_sync_requests WHERE id = $1',
        [requestId],
      );
      return (row?.status === 'done' || row?.status === 'failed') && row;
    },
    { timeoutMs: 60_000, intervalMs: 250, what: `request ${requestId} resumed` },
  );
}

describe('resuming LMS requests whose run ended', () => {
  it('sends again a request whose lease ran out, and finishes it', async () => {
    const { classId } = await insertClass(server, certifiableClass());
    const requestId = await abandonedCertification(classId, 1);
    expect(await finished(requestId)).toEqual({ status: 'done', error_messages: [] });
    expect((await owner<{ status: string }>('SELECT status FROM classes WHERE id = $1', [classId]))[0]?.status).toBe('Certified');
  });

  it('fails a request whose runs kept breaking, rather than loop', async () => {
    const { classId } = await insertClass(server, certifiableClass());
    const requestId = await abandonedCertification(classId, 8);
    expect(await finished(requestId)).toEqual({
      status: 'failed',
      error_messages: ['The LMS request was interrupted too many times; start it again'],
    });
    expect((await owner<{ status: string }>('SELECT status FROM classes WHERE id = $1', [classId]))[0]?.status).toBe('Uncertified');
  });
});
