import { describe, expect, it } from 'vitest';
import { STORED_ANSWERS } from '../../src/cli/stored-answers.ts';
import { freshnessMigration, latestFreshnessMigration } from '../../src/platform/stored-answers/freshness-migration.ts';
import { freshnessSql } from '../../src/platform/stored-answers/freshness-sql.ts';

/**
 * The stored answers' triggers are generated from their declarations (ADR 0062) into a
 * migration; a declaration changed without a new migration would leave the database's triggers
 * watching the old inputs. This fails then, and says what to run.
 */
describe('the stored answers’ trigger migration', () => {
  it('is what the declarations generate now', async () => {
    const { latest } = await latestFreshnessMigration();
    expect(latest, 'a generated migration exists').not.toBeNull();
    expect(
      latest?.text === freshnessMigration(STORED_ANSWERS),
      `run: npm run -w @cpe/api db:stored-answers (latest: ${latest?.file})`,
    ).toBe(true);
  });

  it('watches every declared table on update, and on insert and delete unless it says why not', () => {
    for (const answer of STORED_ANSWERS) {
      const sql = freshnessSql(answer);
      for (const [table, finds] of Object.entries(answer.finds)) {
        expect(sql).toContain(`AFTER UPDATE ON ${table}\n`);
        expect(sql.includes(`AFTER INSERT OR DELETE ON ${table}\n`), `${answer.name}.${table}`).toBe(!finds.updatesOnly);
        for (const column of answer.reads[table] ?? []) expect(sql).toContain(`OLD.${column} IS DISTINCT FROM NEW.${column}`);
      }
    }
  });

  it('fails on a declaration whose names PostgreSQL would cut short', () => {
    const [first] = STORED_ANSWERS;
    if (!first) throw new Error('no stored answers');
    expect(() => freshnessSql({ ...first, name: 'x'.repeat(60) })).toThrow(/longer than/);
  });
});
