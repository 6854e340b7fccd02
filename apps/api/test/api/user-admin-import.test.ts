import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@cpe/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clerkWith, completeRegistration, importCsv, lastMailTo, uniqueEmail } from '../support/factories/user-admin.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/** The people import: POST /api/user-administration/import {csv, dryRun} (ADR 0029: every row or none). */
let server: TestServer;
let admin: Session;
let learner: Session;

beforeAll(async () => {
  ({ server, admin, learner } = await startSignedIn());
});
afterAll(() => server?.close());
beforeEach(() => {
  const ms = server.clock.now().getTime();
  server.clock.advanceMs(60_000 - (ms % 60_000));
});

const importAs = (s: Session, csv: string, dryRun?: boolean) =>
  as(server, s)('POST', '/api/user-administration/import', { body: dryRun === undefined ? { csv } : { csv, dryRun } });
const counts = async () =>
  (
    await server.db.asOwner((tx) =>
      tx.query<{ persons: number; emails: number; links: number }>(
        `SELECT (SELECT count(*)::int FROM persons) AS persons, (SELECT count(*)::int FROM outbound_emails) AS emails,
                (SELECT count(*)::int FROM account_links) AS links`,
      ),
    )
  ).rows[0];

describe('dry run', () => {
  it('reports each row’s problems by line and field, and writes nothing', async () => {
    const ok = uniqueEmail('ok');
    const csv = importCsv(
      `internal,Ann,Able,${ok},EMPLOYEE ID,E-77`,
      'external,,Bell,not-an-email,,',
      `external,Cy,Cole,${ok.toUpperCase()},,`,
      'external,Di,Dee,admin@demo.example.com,,',
      'external,Ed,"Eve, Jr.",ed@example.com,,,extra',
    );
    const before = await counts();
    const res = await importAs(admin, csv);
    expect(res.status).toBe(200);
    expect(res.body.dryRun).toBe(true);
    expect(res.body.imported).toBe(false);
    expect(res.body.created).toBe(0);
    expect(res.body.rows.map((r: { row: number; status: string; problems: unknown[] }) => [r.row, r.status, r.problems])).toEqual([
      [2, 'valid', []],
      [
        3,
        'invalid',
        [
          { field: 'first_name', message: 'Required.' },
          { field: 'email_address', message: 'Invalid e-mail.' },
        ],
      ],
      [4, 'invalid', [{ field: 'email_address', message: IMPORT_MESSAGES.duplicate(2) }]],
      [5, 'invalid', [{ field: 'email_address', message: IMPORT_MESSAGES.exists }]],
      [6, 'invalid', [{ field: 'row', message: IMPORT_MESSAGES.fieldCount }]],
    ]);
    expect(await counts()).toEqual(before);
  });

  it('a clean file on a dry run is all valid, and still writes nothing', async () => {
    const before = await counts();
    const res = await importAs(admin, importCsv(`external,Al,Ace,${uniqueEmail('al')},,`), true);
    expect(res.body).toMatchObject({ dryRun: true, imported: false, created: 0, rows: [{ row: 2, status: 'valid', problems: [] }] });
    expect(await counts()).toEqual(before);
  });

  it('names the types the caller may not add', async () => {
    const clerk = await clerkWith(server, ['HPT023', 'ADM001']);
    const res = await importAs(clerk, importCsv(`internal,In,Side,${uniqueEmail('in')},,`, `external,Out,Side,${uniqueEmail('out')},,`));
    expect(res.body.rows[1].problems).toEqual([{ field: 'person_type', message: IMPORT_MESSAGES.typeNotAllowed('external') }]);
    expect(res.body.rows[0].problems).toEqual([]);
  });
});

describe('import', () => {
  it('writes nothing when any row has a problem', async () => {
    const before = await counts();
    const res = await importAs(admin, importCsv(`external,Ok,Row,${uniqueEmail('okrow')},,`, 'external,Bad,Row,bad,,'), false);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dryRun: false, imported: false, created: 0 });
    expect(res.body.rows.map((r: { status: string }) => r.status)).toEqual(['valid', 'invalid']);
    expect(await counts()).toEqual(before);
  });

  it('writes every row of a clean file; external people get the registration e-mail and can register', async () => {
    const internal = uniqueEmail('imp.in');
    const external = uniqueEmail('imp.ex');
    const csv = `\uFEFF${importCsv(`INTERNAL,Ian,"Import, Jr.",${internal},BADGE,B-9`, `external,Ella,Import,${external},,`)}\r\n`;
    const before = await counts();
    const res = await importAs(admin, csv, false);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dryRun: false, imported: true, created: 2 });
    expect(res.body.rows.map((r: { status: string }) => r.status)).toEqual(['created', 'created']);
    const [inId, exId] = res.body.rows.map((r: { person_id: number }) => r.person_id);
    const { rows } = await server.db.asOwner((tx) =>
      tx.query(
        `SELECT p.id, p.person_type, p.status, p.name_primary_last, p.display_id, i.id_type FROM persons p
           LEFT JOIN person_ids i ON i.tenant_id = p.tenant_id AND i.person_id = p.id WHERE p.id = ANY($1) ORDER BY p.id`,
        [[inId, exId]],
      ),
    );
    expect(rows).toEqual([
      { id: inId, person_type: 'internal', status: 'Active', name_primary_last: 'Import, Jr.', display_id: 'B-9', id_type: 'BADGE' },
      {
        id: exId,
        person_type: 'external',
        status: 'Registration email sent',
        name_primary_last: 'Import',
        display_id: external,
        id_type: null,
      },
    ]);
    expect(await counts()).toEqual({
      persons: (before?.persons ?? 0) + 2,
      emails: (before?.emails ?? 0) + 1,
      links: (before?.links ?? 0) + 1,
    });
    expect(await lastMailTo(server, internal)).toBeUndefined();
    expect((await completeRegistration(server, external, 'Fresh!Pass2026x')).personId).toBe(exId);
    // The same file again: every row exists now.
    const again = await importAs(admin, csv, false);
    expect(again.body.imported).toBe(false);
    expect(again.body.rows.map((r: { problems: { message: string }[] }) => r.problems[0]?.message)).toEqual([
      IMPORT_MESSAGES.exists,
      IMPORT_MESSAGES.exists,
    ]);
  });
});

describe('the file', () => {
  it('is refused with a 400 naming body.csv when the header, the quoting or the size is wrong', async () => {
    const cases: [string, string][] = [
      ['first,last\r\nA,B', IMPORT_MESSAGES.badHeader],
      [importCsv('external,"open,B,c@example.com,,'), 'Line 2: A quoted field is not closed.'],
      [importCsv(), IMPORT_MESSAGES.noRows],
      [importCsv(`external,${'é'.repeat(IMPORT_MAX_BYTES / 2)},B,c@example.com,,`), IMPORT_MESSAGES.tooLarge],
    ];
    for (const [csv, message] of cases) {
      const res = await importAs(admin, csv);
      expect(res.status, message).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'body.csv', message }]);
    }
    const tooMany = importCsv(...Array.from({ length: 5001 }, (_, i) => `external,A,B,a${i}@example.com,,`));
    expect((await importAs(admin, tooMany)).body.errors).toEqual([{ field: 'body.csv', message: IMPORT_MESSAGES.tooManyRows }]);
    expect((await importAs(admin, '')).body.errors[0]).toEqual({ field: 'body.csv', message: 'Required.' });
  });

  it('a learner may not import', async () => {
    expect((await importAs(learner, importCsv(`external,A,B,${uniqueEmail('l')},,`))).status).toBe(403);
  });
});
