import { readdir, readFile, writeFile } from 'node:fs/promises';
import { MIGRATIONS_DIR } from '../../db/migrate.ts';
import type { StoredAnswer } from './declaration.ts';
import { freshnessSql, GENERATED_PREFIX } from './freshness-sql.ts';

/**
 * The migration that installs the stored answers' freshness triggers, generated from their
 * declarations (ADR 0062). Migrations are never edited once applied, so a changed declaration
 * gets a new one: it drops every object an earlier generation made (all named stored_answer_…),
 * makes the current ones, and makes every stored answer stale (the answer's code changed with
 * its declaration, so what was stored may no longer be what it computes).
 */

export const GENERATED_SUFFIX = '_stored_answer_triggers.sql';

const HEADER = `-- GENERATED from the stored answers' declarations (ADR 0062) by \`npm run -w @cpe/api db:stored-answers\`.
-- Do not edit: change a declaration and generate a new migration. A test checks that the latest
-- migration of this name is what the declarations generate now.`;

const DROP_GENERATED = `-- What an earlier generation made.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT t.tgname, t.tgrelid::regclass AS tbl FROM pg_trigger t
            WHERE t.tgname LIKE '${GENERATED_PREFIX.replaceAll('_', '\\_')}%' AND NOT t.tgisinternal LOOP
    EXECUTE format('DROP TRIGGER %I ON %s', r.tgname, r.tbl);
  END LOOP;
  FOR r IN SELECT p.oid::regprocedure AS fn FROM pg_proc p
            WHERE p.pronamespace = current_schema()::regnamespace AND p.proname LIKE '${GENERATED_PREFIX.replaceAll('_', '\\_')}%' LOOP
    EXECUTE format('DROP FUNCTION %s', r.fn);
  END LOOP;
END $$;`;

/** A new generation per tenant: every answer stored before this migration is computed once more. */
function staleSql(answers: readonly StoredAnswer[]): string {
  const bumps = answers.map(
    ({ store: { generations: g } }) =>
      `    INSERT INTO ${g} AS g (tenant_id, generation) VALUES (t, 1) ON CONFLICT (tenant_id) DO UPDATE SET generation = g.generation + 1;`,
  );
  return `-- Answers stored before these triggers: stale (row-level security is forced, so each tenant in turn).
DO $$
DECLARE
  t integer;
BEGIN
  FOR t IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', t::text, true);
${bumps.join('\n')}
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;`;
}

/** The whole migration for these answers. */
export function freshnessMigration(answers: readonly StoredAnswer[]): string {
  return `${[HEADER, DROP_GENERATED, ...answers.map(freshnessSql), staleSql(answers)].join('\n\n')}\n`;
}

/** The migration files, and the latest generated one with its text (null when there is none). */
export async function latestFreshnessMigration(): Promise<{ files: string[]; latest: { file: string; text: string } | null }> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
  const file = files.filter((f) => f.endsWith(GENERATED_SUFFIX)).at(-1);
  return { files, latest: file ? { file, text: await readFile(MIGRATIONS_DIR + file, 'utf8') } : null };
}

/** Writes the next migration when the latest generated one is not what the declarations generate; its name, or null. */
export async function writeFreshnessMigration(answers: readonly StoredAnswer[]): Promise<string | null> {
  const text = freshnessMigration(answers);
  const { files, latest } = await latestFreshnessMigration();
  if (latest?.text === text) return null;
  const next = Number(files.at(-1)?.slice(0, 4) ?? '0') + 1;
  const file = `${String(next).padStart(4, '0')}${GENERATED_SUFFIX}`;
  await writeFile(MIGRATIONS_DIR + file, text);
  return file;
}
