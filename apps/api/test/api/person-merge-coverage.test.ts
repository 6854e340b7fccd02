import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEDUPLICATED, REASSIGNED_COLUMNS, SPECIAL_COLUMNS, UNTOUCHED_COLUMNS } from '../../src/modules/person-merge/merge-plan.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The merge plan (merge-plan.ts) against the schema: every column that references a person, by a
 * foreign key or by its name (created_by, updated_by…), has a rule. A new one fails here until
 * the merge knows what to do with it.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

it('every column naming a person is moved, deduplicated, handled or left alone on purpose', async () => {
  const { rows } = await server.db.asOwner((tx) =>
    tx.query<{ col: string }>(
      `SELECT DISTINCT c.conrelid::regclass::text || '.' || a.attname AS col
         FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY(c.conkey)
        WHERE c.contype = 'f' AND c.confrelid = 'persons'::regclass AND a.attname <> 'tenant_id'
       UNION
       SELECT table_name || '.' || column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type = 'integer'
          -- Views (transcripts, ecpe_transcripts: migration 0041) hold nothing of their own to move.
          AND table_name IN (SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE')
          AND column_name ~ '(^person_id$|_by$|requestor_id|developer_id|submitter_id|reviewer_id|owner_id|resolver_id|merged_into_id)'`,
    ),
  );
  const planned = new Set(
    [...REASSIGNED_COLUMNS, ...SPECIAL_COLUMNS, ...UNTOUCHED_COLUMNS, ...DEDUPLICATED.map((d) => [d.table, d.column] as const)].map(
      ([t, c]) => `${t}.${c}`,
    ),
  );
  const found = rows.map((r) => r.col).sort();
  expect(found.length).toBeGreaterThan(40);
  expect(
    found.filter((c) => !planned.has(c)),
    'columns without a merge rule: add them to merge-plan.ts',
  ).toEqual([]);
  expect(
    [...planned].filter((c) => !found.includes(c)),
    'merge rules of columns that do not exist',
  ).toEqual([]);
});
