import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually.ts';
import { certifiableClass, insertClass } from '../support/factories/classes.ts';
import { addPersonWithCodes } from '../support/factories/people.ts';
import { CREDITS, ECPE_SPONSOR, ECPE_TITLE, type SeededCredits, seedCreditsOfEverySource } from '../support/factories/transcripts.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * GET /person/transcripts/{personId} and its CSV export (ADR 0031): every credit of the person,
 * from each source, in a period, with totals by field of study; the person themself or their
 * administrator; another tenant's person is 404.
 */
let server: TestServer;
let admin: Session;
let learner: Session;
let external: Session;
let acmeAdmin: Session;
let personId: number;
let seeded: SeededCredits;

beforeAll(async () => {
  ({ server, admin, learner, external, acmeAdmin } = await startSignedIn());
  personId = await addPersonWithCodes(server, 'transcript.holder', []);
  seeded = await seedCreditsOfEverySource(server, personId);
});
afterAll(() => server?.close());

const transcript = (s: Session, id: number, query = '') => as(server, s)('GET', `/api/person/transcripts/${id}${query}`);

describe('a person’s transcripts', () => {
  it('lists the credits of every source, newest first, with sponsor, delivery method, location and fields of study, and the totals', async () => {
    // The vended item names no sponsor: the firm, a sponsor (isSponsor), stands for it.
    await server.db.asOwner((tx) => tx.query('UPDATE courses SET sponsoring_org = NULL WHERE id = $1', [seeded.courseIds.vended_content]));
    const res = await transcript(admin, personId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const entries = res.body.entries as { source: string; completed_on: string; credits: number }[];
    expect(entries.map((e) => [e.source, e.completed_on, e.credits])).toEqual([
      ['external_cpe', '2026-02-02', 3],
      ['vended_content', '2026-01-20', 2.5],
      ['local_learning', '2025-09-15', 1.5],
      ['independent_study', '2025-06-01', 3],
      ['class', '2025-03-10', 6],
    ]);
    expect(res.body.entries[4]).toMatchObject({
      person_id: personId,
      class_id: seeded.classId,
      course_id: seeded.courseIds.class,
      request_id: null,
      // The course's sponsoring organization.
      sponsor: 'Demo Leadership Institute',
    });
    expect(res.body.entries[1]).toMatchObject({
      course_id: seeded.courseIds.vended_content,
      sponsor: 'Demo & Partners CPAs',
      location: null,
    });
    expect(res.body.entries[4].fos_data.map((f: { field_of_study: string; credits: number }) => [f.field_of_study, f.credits])).toEqual([
      ['Behavioral Ethics', 2],
      ['Taxes', 4],
    ]);
    expect(res.body.entries[0]).toMatchObject({
      class_id: null,
      request_id: expect.any(Number),
      title: ECPE_TITLE,
      sponsor: ECPE_SPONSOR,
      delivery_method: 'Group Internet-Based',
      location: null,
    });
    for (const e of res.body.entries.slice(1)) expect(e.delivery_method, JSON.stringify(e)).toEqual(expect.any(String));
    expect(res.body.totals.credits).toBe(16);
    expect(res.body.totals.by_field.map((f: { subject_short_name: string; credits: number }) => [f.subject_short_name, f.credits])).toEqual(
      [
        ['ACCT', 3],
        ['AUD', 2.5],
        ['BETH', 2],
        ['BMO', 1.5],
        ['RETH', 2],
        ['TAX', 5],
      ],
    );
    expect(res.body).toMatchObject({ person_id: personId, from: null, to: null });
  });

  it('filters by period, both ends included, and totals only the period', async () => {
    const res = await transcript(admin, personId, `?from=${CREDITS.independent_study.on}&to=${CREDITS.local_learning.on}`);
    expect(res.status).toBe(200);
    expect(res.body.entries.map((e: { source: string }) => e.source)).toEqual(['local_learning', 'independent_study']);
    expect(res.body.totals).toMatchObject({ credits: 4.5 });
    const open = await transcript(admin, personId, '?from=2026-01-01');
    expect(open.body.entries.map((e: { source: string }) => e.source)).toEqual(['external_cpe', 'vended_content']);
    const none = await transcript(admin, personId, '?to=2020-12-31');
    expect(none.body).toMatchObject({ entries: [], totals: { credits: 0, by_field: [] } });
  });

  it('refuses a period that ends before it starts, or a date that is not one, naming the field', async () => {
    const backwards = await transcript(admin, personId, '?from=2026-02-01&to=2026-01-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors[0].field).toBe('querystring.to');
    const notADay = await transcript(admin, personId, '?from=2026-02-30');
    expect(notADay.status).toBe(400);
    expect(notADay.body.errors[0].field).toBe('querystring.from');
  });

  it('exports the period as CSV with a Total row, quoting and neutralizing formulas', async () => {
    const res = await as(server, admin)('GET', `/api/person/transcripts/${personId}/export?from=2026-01-01`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toContain(`transcript-${personId}-2026-01-01.csv`);
    const lines = (res.body as string).split('\r\n');
    expect(lines[0]).toBe('Completed,Type,Title,Sponsor,Delivery Method,Location,Credits by Field of Study,CPE Credits');
    expect(lines[1]).toBe(
      `2026-02-02,External CPE,"'=HYPERLINK(""http://x.example"")","Acme, ""CPE"" Institute",Group Internet-Based,,"Regulatory Ethics 2.0; Taxes 1.0",3.0`,
    );
    expect(lines[2]).toMatch(/^2026-01-20,Vended Content,.*,Auditing 2\.5,2\.5$/);
    expect(lines[3]).toBe('Total,,,,,,"Auditing 2.5; Regulatory Ethics 2.0; Taxes 1.0",5.5');
    expect(lines.slice(4)).toEqual(['']);
  });

  it('the person themself reads theirs; another learner is refused; an administrator of the other type and another tenant see nothing', async () => {
    const self = await server.login('transcript.holder');
    expect((await transcript(self, personId)).body.entries).toHaveLength(5);
    expect((await as(server, self)('GET', `/api/person/transcripts/${personId}/export`)).status).toBe(200);
    // The rule: not the person, no user administration.
    expect((await transcript(learner, personId)).status).toBe(403);
    expect((await as(server, learner)('GET', `/api/person/transcripts/${personId}/export`)).status).toBe(403);
    // External users only (ADM002): an internal person is not theirs to see.
    await addPersonWithCodes(server, 'external.admin.only', ['HPT023', 'ADM002']);
    const externalAdmin = await server.login('external.admin.only');
    expect((await transcript(externalAdmin, personId)).status).toBe(404);
    expect((await transcript(externalAdmin, external.personId)).status).toBe(200);
    for (const path of [`/api/person/transcripts/${personId}`, `/api/person/transcripts/${personId}/export`]) {
      const res = await as(server, acmeAdmin)('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
  });

  it('a class certified for the learner appears at once as a class credit, with its location', async () => {
    const { classId } = await insertClass(
      server,
      certifiableClass({ title: 'Transcripts page class', days: [{ date: '2026-11-16', start_time: '13:00', end_time: '16:30' }] }),
    );
    await server.db.asOwner((tx) => tx.query("UPDATE classes SET location = 'Room 4, Main Office' WHERE id = $1", [classId]));
    const res = await as(server, admin)('PUT', `/api/class/certify/${classId}`, { body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const done = async () =>
      (await as(server, admin)('GET', `/api/external-requests/status/${res.body.request_id}`)).body.status === 'done';
    await eventually(done, { what: 'the certification' });
    const mine = await transcript(learner, learner.personId, '?from=2026-11-16&to=2026-11-16');
    expect(mine.body.entries).toEqual([
      expect.objectContaining({
        source: 'class',
        person_id: learner.personId,
        class_id: classId,
        title: 'Transcripts page class',
        location: 'Room 4, Main Office',
        credits: 4,
      }),
    ]);
    // The seed's independent study, completed by the learner, is theirs too.
    const all = await transcript(learner, learner.personId);
    expect(all.body.entries.map((e: { source: string }) => e.source)).toContain('independent_study');
  });
});
