import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generatedFiles } from '../scripts/generate-calls.ts';
import { calls, endpoints } from '../src/index.ts';

const SRC = fileURLToPath(new URL('../src', import.meta.url));
const shapeOf = (entries: Record<string, { method: string; path: string }>) =>
  Object.fromEntries(Object.entries(entries).map(([name, { method, path }]) => [name, `${method} ${path}`]));

describe('the calls and endpoints generated from the route descriptors (ADR 0061)', () => {
  it('are committed as scripts/generate-calls.ts writes them: run `npm run generate -w packages/contract` after changing a route', async () => {
    const files = await generatedFiles(SRC);
    expect(files.size).toBeGreaterThan(10);
    for (const [path, text] of files) expect(readFileSync(`${SRC}/${path}`, 'utf8'), path).toBe(text);
  });

  // A descriptor without its call cannot be called from the web; a call without a descriptor has nothing to type it.
  it('give the browser every descriptor one to one, by name, method and path', () => {
    expect(Object.keys(endpoints).length).toBeGreaterThan(250);
    expect(shapeOf(calls)).toEqual(shapeOf(endpoints));
  });
});
