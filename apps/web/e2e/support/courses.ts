/**
 * Course data for the course e2e tests: the demo courses by title (their ids depend on
 * the seed's order), extra courses straight into the database, and the switches of the
 * server's LMS sandbox (ADR 0009).
 */
import type { Page } from '@playwright/test';
import { inTenant } from './db.ts';
import { lmsSandboxUrl } from './worker-server.ts';

export async function courseIdByTitle(title: string, tenant = 'demo'): Promise<number> {
  return inTenant(tenant, async (client, tenantId) => {
    const { rows } = await client.query<{ id: number }>('SELECT id FROM courses WHERE tenant_id = $2 AND title = $1 ORDER BY id LIMIT 1', [
      title,
      tenantId,
    ]);
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`no course titled ${title} in ${tenant}`);
    return id;
  });
}

/** Adds `count` Draft courses titled `${prefix} 1…count`, created by admin; returns how many the tenant then has with that prefix. */
export async function addCourses(prefix: string, count: number, tenant = 'demo'): Promise<number> {
  return inTenant(tenant, async (client, tenantId) => {
    // The owner role sees every tenant's rows: the tenant is named explicitly.
    await client.query(
      `INSERT INTO courses (tenant_id, title, created_by, updated_by)
       SELECT $3, $1 || ' ' || g, p.id, p.id FROM generate_series(1, $2::int) g, persons p WHERE p.tenant_id = $3 AND p.username = 'admin'`,
      [prefix, count, tenantId],
    );
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM courses WHERE tenant_id = $2 AND title LIKE $1 || ' %'",
      [prefix, tenantId],
    );
    return rows[0]?.n ?? 0;
  });
}

/** Adds a course in Pending Signoff (Group Live) with one module on day 1, created by instructor; returns its id. */
export async function addPendingCourse(title: string, tenant = 'demo'): Promise<number> {
  return inTenant(tenant, async (client, tenantId) => {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO courses (tenant_id, title, agenda_type_id, delivery_method_id, course_status, created_by, updated_by)
       SELECT $2, $1, 1, 2, 'Pending Signoff', p.id, p.id FROM persons p WHERE p.tenant_id = $2 AND p.username = 'instructor'
       RETURNING id`,
      [title, tenantId],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`could not add course ${title}`);
    await client.query(
      `INSERT INTO agenda_modules (tenant_id, course_id, day, day_index, title, start_time, end_time) VALUES ($1, $2, 1, 1, 'Opening', '09:00', '09:50')`,
      [tenantId, id],
    );
    return id;
  });
}

/** Makes a demo user a content reviewer of day 1 of a course. */
export async function addContentReviewer(courseId: number, username: string, tenant = 'demo'): Promise<void> {
  await inTenant(tenant, async (client, tenantId) => {
    await client.query(
      `INSERT INTO content_reviews (tenant_id, course_id, day, reviewer_id)
       SELECT $1, $2, 1, p.id FROM persons p WHERE p.tenant_id = $1 AND p.username = $3`,
      [tenantId, courseId, username],
    );
  });
}

/** POST /sandbox/control: latency and failure modes ('http-error' answers the next failCount calls with an HTTP error). */
export async function controlSandbox(body: {
  latencyMs?: number;
  failureMode?: 'none' | 'http-error' | 'process-error';
  failCount?: number;
}) {
  const res = await fetch(`${lmsSandboxUrl()}/sandbox/control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`sandbox control answered ${res.status}: ${await res.text()}`);
}

/** Back to the sandbox's seeds, default latency and no failures. */
export async function resetSandbox(): Promise<void> {
  const res = await fetch(`${lmsSandboxUrl()}/sandbox/reset`, { method: 'POST' });
  if (!res.ok) throw new Error(`sandbox reset answered ${res.status}`);
}

/**
 * POST /api/course as the user signed in on `page`, with the headers the app itself sends:
 * a Draft Group Live, US-CPE course (50 minutes a credit, in fifths) with no agenda yet.
 */
export async function createDraftCourseByApi(page: Page, title: string): Promise<number> {
  return page.evaluate(async (courseTitle) => {
    const user = JSON.parse(localStorage.getItem('cpe.user') ?? '{}') as { person_id: number };
    const res = await fetch('/api/course', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${sessionStorage.getItem('cpe.token')}`,
        user_id: String(user.person_id),
      },
      body: JSON.stringify({ title: courseTitle, agenda_type_id: 1, delivery_method_id: 2 }),
    });
    if (!res.ok) throw new Error(`create course: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { id: number }).id;
  }, title);
}
