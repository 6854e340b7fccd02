// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CONTRACT = fileURLToPath(new URL('../../../../packages/contract/src/', import.meta.url));
/** Each domain's generated calls.ts (packages/contract/scripts/generate-calls.ts, ADR 0061). */
const callFiles = readdirSync(CONTRACT, { withFileTypes: true })
  .filter((e) => e.isDirectory() && readdirSync(`${CONTRACT}${e.name}`).includes('calls.ts'))
  .map((e) => `${e.name}/calls.ts`);

/** The web makes its calls with the contract's `calls`; these keep zod out of the screens that only call. */
describe("the contract's calls (packages/contract/src/<domain>/calls.ts)", () => {
  it('exist for every domain with routes', () => {
    const withRoutes = readdirSync(CONTRACT, { withFileTypes: true }).filter(
      (e) => e.isDirectory() && readdirSync(`${CONTRACT}${e.name}`).includes('routes'),
    );
    expect(callFiles.length).toBe(withRoutes.length);
    expect(callFiles.length).toBeGreaterThan(10);
  });

  it('import types only, so that no schema (and no zod) comes with them', () => {
    for (const file of callFiles) {
      const text = readFileSync(`${CONTRACT}${file}`, 'utf8');
      const valueImports = [...text.matchAll(/^import\s+(?!type\b)[^;]*;/gm)].map((m) => m[0]);
      expect(valueImports, file).toEqual([]);
    }
  });

  it('are gathered by calls.ts, which re-exports calls files and nothing else', () => {
    const text = readFileSync(`${CONTRACT}calls.ts`, 'utf8');
    const sources = [...text.matchAll(/from '\.\/([^']+)'/g)].map((m) => m[1]);
    expect(sources.sort()).toEqual([...callFiles].sort());
    expect(text).not.toMatch(/^import\s/m);
  });
});
