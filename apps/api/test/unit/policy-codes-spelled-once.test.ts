import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No list of course or class codes is spelled twice (ADR 0018): a course or class code
 * appears, quoted, only in permissions.ts (the catalogue), a policy module, or the seed's
 * role grants (which roles hold which codes is data, not a rule). Everything else imports
 * the policy.
 */
const ROOT = join(import.meta.dirname, '../../../..');
const SOURCES = ['packages/contract/src', 'apps/api/src', 'apps/web/src'];
const ALLOWED = new Set(['packages/contract/src/platform/permissions.ts', 'apps/api/src/seed/role-grants.ts']);
/** A domain's policy folder of the contract (ADR 0061): packages/contract/src/<domain>/policy/. */
const POLICY_FOLDER = /^packages\/contract\/src\/[^/]+\/policy\//;
const CODE = /['"`](CRS0\d\d|FIN0\d\d|CLS0\d\d|HPT005)['"`]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('course and class codes', () => {
  it('are spelled only in permissions.ts, the policy modules and the role grants', () => {
    const found: string[] = [];
    for (const file of SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
      const name = relative(ROOT, file);
      if (ALLOWED.has(name) || POLICY_FOLDER.test(name)) continue;
      for (const match of readFileSync(file, 'utf8').matchAll(CODE)) found.push(`${name}: ${match[1]}`);
    }
    expect(found).toEqual([]);
  });
});
