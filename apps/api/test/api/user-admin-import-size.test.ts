import { IMPORT_MAX_ROWS } from '@cpe/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCsv } from '../support/factories/user-admin.ts';
import { startSignedIn } from '../support/signed-in.ts';
import { as, type Session, type TestServer } from '../support/test-server.ts';

/**
 * The largest file the import takes: 5,000 people, half external (each with a link and an e-mail),
 * in one transaction (about 7 s on PGlite).
 */
let server: TestServer;
let admin: Session;
beforeAll(async () => {
  ({ server, admin } = await startSignedIn());
});
afterAll(() => server?.close());

describe('an import of the largest file', () => {
  it('writes 5,000 people and their 2,500 registration e-mails', async () => {
    const rows = Array.from({ length: IMPORT_MAX_ROWS }, (_, i) =>
      i % 2 ? `external,Ext,Number ${i},bulk.ext.${i}@example.com,,` : `internal,Int,Number ${i},bulk.int.${i}@example.com,,E-${i}`,
    );
    const res = await as(server, admin)('POST', '/api/user-administration/import', { body: { csv: importCsv(...rows), dryRun: false } });
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(IMPORT_MAX_ROWS);
    const { rows: mails } = await server.db.asOwner((tx) =>
      tx.query("SELECT count(*)::int AS n FROM outbound_emails WHERE to_address LIKE 'bulk.ext.%'"),
    );
    expect(mails[0]).toEqual({ n: IMPORT_MAX_ROWS / 2 });
  }, 180_000);
});
