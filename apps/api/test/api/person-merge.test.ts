import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REASSIGNED_COLUMNS } from '../../src/modules/person-merge/merge-plan.ts';
import { insertClass } from '../support/factories/classes.ts';
import { personIdOf } from '../support/factories/people.ts';
import { insertMergePerson, insertPersonRecords, insertTranscript } from '../support/factories/person-merge.ts';
import { type SignedIn, startSignedIn } from '../support/signed-in.ts';
import { as } from '../support/test-server.ts';
import { countsByColumn, mergeCall, pollSummary } from './person-merge-support.ts';

/**
 * POST /person/merge (ADR 0033): the preview polled until it is there, and
 * the merge that moves every record of the victim to the survivor, resolving what both hold.
 */
let ctx: SignedIn;
beforeAll(async () => {
  ctx = await startSignedIn();
});
afterAll(() => ctx?.server.close());

const FOS = { accounting: 1, auditing: 3 };

describe('the preview', () => {
  it('is empty at first, then the job fills it: e-mail and id changes with primary flags, and the counts', async () => {
    const { server, admin } = ctx;
    const survivor = await insertMergePerson(server, {
      username: 'preview.survivor',
      emails: [{ address: 'sam@example.com', primary: true }],
      ids: [{ type: 'EMPLOYEE ID', value: 'E-100', primary: true }],
    });
    const victim = await insertMergePerson(server, {
      username: 'preview.victim',
      emails: [{ address: 'vic@example.com', primary: true }, { address: 'SAM@example.com' }],
      ids: [
        { type: 'EMPLOYEE ID', value: 'E-200', primary: true },
        { type: 'CPA LICENSE', value: 'NY-77', primary: true },
      ],
    });
    const { classId } = await insertClass(server, { title: 'Preview class', learners: [{ username: 'preview.victim', attended: [1] }] });
    await insertTranscript(server, victim, classId, [[FOS.accounting, 2]]);
    await insertPersonRecords(server, victim, classId);

    const first = await mergeCall(server, admin)(survivor, victim, true);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ status: 'preparing', summary: null });

    const summary = await pollSummary(server, admin, survivor, victim);
    expect(summary.survivor).toEqual({ id: survivor, name: 'Merge preview.survivor', person_type: 'internal' });
    expect(summary.victim.id).toBe(victim);
    // The duplicate address (another case) is not a change; the victim's primary stays secondary.
    expect(summary.email_changes).toEqual([{ primary: 0, type: 'email', value_new: 'vic@example.com', value_old: 'sam@example.com' }]);
    // The survivor has no CPA LICENSE: the victim's primary one becomes its primary.
    expect(summary.id_changes).toEqual([
      { primary: 1, type: 'CPA LICENSE', value_new: 'NY-77', value_old: null },
      { primary: 0, type: 'EMPLOYEE ID', value_new: 'E-200', value_old: 'E-100' },
    ]);
    expect(summary.counts).toEqual({
      roster_entries: 1,
      roster_conflicts: 0,
      transcripts: 1,
      requests: 0,
      aoas: 1,
      documents: 1,
      roles: 0,
    });

    // The preview wrote nothing of the people's records.
    const profile = await as(server, admin)('GET', `/api/person/profile/${victim}`);
    expect(profile.body.emails).toHaveLength(2);
    expect(profile.body.merged_into_id).toBeNull();
  });

  it('is prepared again once it is no longer fresh, and shows what changed since', async () => {
    const { server, admin } = ctx;
    const survivor = await insertMergePerson(server, { username: 'fresh.survivor' });
    const victim = await insertMergePerson(server, { username: 'fresh.victim', emails: [{ address: 'fresh@example.com', primary: true }] });
    const before = await pollSummary(server, admin, survivor, victim);
    expect(before.email_changes).toEqual([{ primary: 1, type: 'email', value_new: 'fresh@example.com', value_old: null }]);
    await server.db.asOwner((tx) =>
      tx.query(
        "INSERT INTO person_emails (tenant_id, person_id, email_address) SELECT tenant_id, id, 'later@example.com' FROM persons WHERE id = $1",
        [victim],
      ),
    );
    // Still fresh: the same preview.
    expect((await mergeCall(server, admin)(survivor, victim, true)).body.summary.email_changes).toHaveLength(1);
    server.clock.advanceMinutes(2);
    expect((await mergeCall(server, admin)(survivor, victim, true)).body).toEqual({ status: 'preparing', summary: null });
    const after = await pollSummary(server, admin, survivor, victim);
    expect(after.email_changes.map((c: { value_new: string }) => c.value_new).sort()).toEqual(['fresh@example.com', 'later@example.com']);
  });
});

describe('the merge', () => {
  it('moves every record of the victim to the survivor: no column names the victim any more', async () => {
    const { server, admin } = ctx;
    // The demo instructor owns courses, modules, reviews, classes, contacts, history…
    const victim = await personIdOf(server, 'instructor');
    const survivor = await insertMergePerson(server, { username: 'everything.survivor' });
    const { classId } = await insertClass(server, { title: 'Everything class', learners: [{ username: 'instructor', attended: [1] }] });
    await insertTranscript(server, victim, classId, [[FOS.accounting, 1.5]]);
    await insertPersonRecords(server, victim, classId);
    const before = await countsByColumn(server, [survivor, victim]);
    const movedBefore = Object.entries(before).filter(([, n]) => (n[victim] ?? 0) > 0);
    expect(movedBefore.length, 'the victim has records in many tables').toBeGreaterThan(20);

    const res = await mergeCall(server, admin)(survivor, victim, false);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe('merged');
    expect(res.body.summary.counts.roster_entries).toBe(1);

    const after = await countsByColumn(server, [survivor, victim]);
    for (const [key, n] of Object.entries(after)) {
      expect.soft(n[victim], `${key} still names the victim`).toBe(0);
      const sum = (before[key]?.[survivor] ?? 0) + (before[key]?.[victim] ?? 0);
      // A column that only says who did something moves as is; the victim itself now points at the survivor.
      if (REASSIGNED_COLUMNS.some(([t, c]) => `${t}.${c}` === key))
        expect.soft(n[survivor], key).toBe(key === 'persons.merged_into_id' ? sum + 1 : sum);
      else expect.soft(n[survivor], key).toBe(sum);
    }
    // The merge's own record, with who and what.
    const record = await server.db.asOwner((tx) =>
      tx.query<{ status: string; merged_by: number; summary: { counts: { roster_entries: number } } }>(
        'SELECT status, merged_by, summary FROM person_merges WHERE survivor_id = $1 AND victim_id = $2',
        [survivor, victim],
      ),
    );
    expect(record.rows).toEqual([expect.objectContaining({ status: 'merged', merged_by: admin.personId })]);
    const profile = await as(server, admin)('GET', `/api/person/profile/${victim}`);
    expect(profile.body.merged_into_id).toBe(survivor);
  });

  it('keeps one roster entry per class with the union of attended days, the larger credits, and one open affidavit', async () => {
    const { server, admin } = ctx;
    const survivor = await insertMergePerson(server, { username: 'roster.survivor' });
    const victim = await insertMergePerson(server, { username: 'roster.victim' });
    const { classId, rosterIds } = await insertClass(server, {
      title: 'Two-day class',
      days: [{ date: '2026-10-05' }, { date: '2026-10-06' }, { date: '2026-10-07' }],
      learners: [
        { username: 'roster.survivor', attended: [1], missed: [{ day: 2, startAt: '13:00', returnedAt: '14:00' }] },
        { username: 'roster.victim', attended: [2], missed: [{ day: 2, startAt: '15:00', returnedAt: '15:30' }] },
      ],
    });
    await insertTranscript(server, survivor, classId, [[FOS.accounting, 2]]);
    await insertTranscript(server, victim, classId, [
      [FOS.accounting, 3],
      [FOS.auditing, 1],
    ]);
    const survivorAoa = await insertPersonRecords(server, survivor, classId);
    const victimAoa = await insertPersonRecords(server, victim, classId);
    await server.db.asOwner((tx) =>
      tx.query('UPDATE affidavits SET roster_id = $2 WHERE id = $1', [victimAoa.affidavitId, rosterIds['roster.victim']]),
    );

    const res = await mergeCall(server, admin)(survivor, victim, false);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.summary.counts).toMatchObject({ roster_entries: 1, roster_conflicts: 1 });

    const roster = await as(server, admin)('GET', `/api/class/roster/${classId}`);
    expect(roster.status).toBe(200);
    const entries = roster.body.roster.filter((r: { person_id: number }) => r.person_id === survivor);
    expect(entries).toHaveLength(1);
    const survivorEntry = rosterIds['roster.survivor'] as number;
    const days = await server.db.asOwner((tx) =>
      tx.query<{ day: number; attended: boolean }>('SELECT day, attended FROM roster_attendance WHERE roster_id = $1 ORDER BY day', [
        survivorEntry,
      ]),
    );
    expect(days.rows).toEqual([
      { day: 1, attended: true },
      { day: 2, attended: true },
      { day: 3, attended: false },
    ]);
    // Day 2 counts through the victim's attendance, so it keeps the victim's missed time.
    const missed = await server.db.asOwner((tx) =>
      tx.query('SELECT day, start_at, returned_at FROM roster_missed_times WHERE roster_id = $1 ORDER BY day', [survivorEntry]),
    );
    expect(missed.rows).toEqual([{ day: 2, start_at: '15:00', returned_at: '15:30' }]);
    const old = await server.db.asOwner((tx) =>
      tx.query<{ person_id: number; removed_at: Date | null; removal_message: string }>(
        'SELECT person_id, removed_at, removal_message FROM class_roster WHERE id = $1',
        [rosterIds['roster.victim']],
      ),
    );
    expect(old.rows[0]).toMatchObject({ person_id: survivor, removal_message: `Merged into roster entry ${survivorEntry} (person merge)` });
    expect(old.rows[0]?.removed_at).not.toBeNull();

    const transcripts = await server.db.asOwner((tx) =>
      tx.query<{ field_of_study_id: number; credits: string | number }>(
        'SELECT field_of_study_id, credits FROM transcripts WHERE person_id = $1 AND class_id = $2 ORDER BY field_of_study_id',
        [survivor, classId],
      ),
    );
    expect(transcripts.rows.map((r) => [r.field_of_study_id, Number(r.credits)])).toEqual([
      [FOS.accounting, 3],
      [FOS.auditing, 1],
    ]);
    const aoas = await server.db.asOwner((tx) =>
      tx.query<{ id: number; status: string; roster_id: number | null }>(
        'SELECT id, status, roster_id FROM affidavits WHERE requestor_id = $1 ORDER BY id',
        [survivor],
      ),
    );
    expect(aoas.rows).toEqual([
      { id: survivorAoa.affidavitId, status: 'Draft', roster_id: null },
      { id: victimAoa.affidavitId, status: 'Voided', roster_id: survivorEntry },
    ]);
  });

  it("joins the victim's e-mails and ids to the survivor's as the preview showed", async () => {
    const { server, admin } = ctx;
    const survivor = await insertMergePerson(server, {
      username: 'mail.survivor',
      ids: [{ type: 'EMPLOYEE ID', value: 'M-1', primary: true }],
    });
    const victim = await insertMergePerson(server, {
      username: 'mail.victim',
      emails: [{ address: 'mail.victim@example.com', primary: true }],
      ids: [{ type: 'EMPLOYEE ID', value: 'M-2', primary: true }],
    });
    const summary = await pollSummary(server, admin, survivor, victim);
    expect((await mergeCall(server, admin)(survivor, victim, false)).status).toBe(200);
    const profile = await as(server, admin)('GET', `/api/person/profile/${survivor}?person_type=internal`);
    expect(profile.body.emails).toEqual([{ email_address: 'mail.victim@example.com', is_primary: 'Y' }]);
    expect(profile.body.ids).toEqual([
      { id_type: 'EMPLOYEE ID', value: 'M-1', is_primary: 'Y' },
      { id_type: 'EMPLOYEE ID', value: 'M-2', is_primary: 'N' },
    ]);
    expect(summary.email_changes).toEqual([{ primary: 1, type: 'email', value_new: 'mail.victim@example.com', value_old: null }]);
  });
});
