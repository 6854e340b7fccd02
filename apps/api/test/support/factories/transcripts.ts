import type { TestServer } from '../test-server.ts';
import { insertCreditRecord } from './credit-records.ts';

/**
 * Credits of every source for one person, written as certification, completions and external
 * CPE approval write them (credit records, ADR 0051), on the demo tenant's own offerings
 * of each kind: what the transcripts and jurisdictions pages read. Field of study ids are the
 * seed's (reference-data.ts): 1 Accounting, 3 Auditing, 5 Behavioral Ethics, 7 Business
 * Management and Organization, 17 Regulatory Ethics, 20 Taxes.
 */
export const CREDITS = {
  class: {
    on: '2025-03-10',
    fields: [
      [20, 4],
      [5, 2],
    ],
  },
  independent_study: { on: '2025-06-01', fields: [[1, 3]] },
  local_learning: { on: '2025-09-15', fields: [[7, 1.5]] },
  vended_content: { on: '2026-01-20', fields: [[3, 2.5]] },
  external_cpe: {
    on: '2026-02-02',
    fields: [
      [17, 2],
      [20, 1],
    ],
  },
} as const;
/** The external CPE entry's title and sponsor: a formula and a comma with quotes, for the CSV export. */
export const ECPE_TITLE = '=HYPERLINK("http://x.example")';
export const ECPE_SPONSOR = 'Acme, "CPE" Institute';

export interface SeededCredits {
  classId: number;
  courseIds: Record<'class' | 'independent_study' | 'local_learning' | 'vended_content', number>;
  requestId: number;
}

export async function seedCreditsOfEverySource(server: Pick<TestServer, 'db'>, personId: number): Promise<SeededCredits> {
  return server.db.asOwner(async (tx) => {
    const t = (await tx.query<{ id: number }>("SELECT id FROM tenants WHERE subdomain = 'demo'")).rows[0]?.id as number;
    const kindRow = async (kind: string) => {
      const sql =
        kind === 'course'
          ? "SELECT k.course_id AS course_id, k.id AS class_id FROM classes k JOIN courses c ON c.id = k.course_id AND c.tenant_id = k.tenant_id WHERE k.tenant_id = $1 AND c.kind = 'course' ORDER BY k.id LIMIT 1"
          : 'SELECT id AS course_id, class_id FROM courses WHERE tenant_id = $1 AND kind = $2 AND class_id IS NOT NULL ORDER BY id LIMIT 1';
      const { rows } = await tx.query<{ course_id: number; class_id: number }>(sql, kind === 'course' ? [t] : [t, kind]);
      if (!rows[0]) throw new Error(`no ${kind} with a class in demo`);
      return rows[0];
    };
    const courseIds = {} as SeededCredits['courseIds'];
    let classId = 0;
    for (const [source, kind] of [
      ['class', 'course'],
      ['independent_study', 'independent_study'],
      ['local_learning', 'local_learning'],
      ['vended_content', 'vended_content'],
    ] as const) {
      const row = await kindRow(kind);
      courseIds[source] = row.course_id;
      if (source === 'class') classId = row.class_id;
      await insertCreditRecord(tx, {
        tenantId: t,
        personId,
        classId: row.class_id,
        courseId: row.course_id,
        completedOn: CREDITS[source].on,
        fields: CREDITS[source].fields,
      });
    }
    // The person's own request, as approved (its awards are what the transcript copies).
    const request = await tx.query<{ id: number }>(
      `INSERT INTO external_cpe_requests (tenant_id, request_status, title, created_by, request_person_id, created_at, updated_at)
       VALUES ($1, 'Approved', $2, $3, $3, now(), now()) RETURNING id`,
      [t, ECPE_TITLE, personId],
    );
    const requestId = request.rows[0]?.id as number;
    await insertCreditRecord(tx, {
      tenantId: t,
      personId,
      requestId,
      completedOn: CREDITS.external_cpe.on,
      fields: CREDITS.external_cpe.fields,
      deliveryMethod: 'Group Internet-Based',
      title: ECPE_TITLE,
      sponsor: ECPE_SPONSOR,
    });
    return { classId, courseIds, requestId };
  });
}
