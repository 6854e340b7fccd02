// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CONTRACT = fileURLToPath(new URL('../../../../packages/contract/src/', import.meta.url));
const areas = (dir: string) =>
  readdirSync(`${CONTRACT}${dir}`).filter((f) => f.endsWith('.ts') && !['index.ts', 'route.ts', 'api-call.ts'].includes(f));

/** The web makes its calls with the contract's `calls`; these keep zod out of the screens that only call. */
describe("the contract's calls (packages/contract/src/calls)", () => {
  it('mirror routes/ file by file', () => {
    expect(areas('calls')).toEqual(areas('routes'));
  });

  it('import types only, so that no schema (and no zod) comes with them', () => {
    for (const file of readdirSync(`${CONTRACT}calls`)) {
      const text = readFileSync(`${CONTRACT}calls/${file}`, 'utf8');
      const valueImports = [...text.matchAll(/^import\s+(?!type\b)[^;]*;/gm)].map((m) => m[0]);
      expect(valueImports, file).toEqual([]);
    }
  });
});
