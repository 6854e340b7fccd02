// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  findCycles,
  type ImportGraph,
  layerViolations,
  readImportGraph,
  relativeSpecifiers,
  unresolvedImports,
} from './support/import-graph.ts';

const SRC = fileURLToPath(new URL('../src', import.meta.url));
const graphOf = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

describe('the import graph checker', () => {
  it('reads every kind of relative import, type-only and dynamic ones included', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "export { c } from './c.ts';",
      "import './side-effect.ts';",
      "const D = lazy(() => import('./d.tsx'));",
      "import { useState } from 'react';",
    ].join('\n');
    expect(relativeSpecifiers(text)).toEqual(['./a.ts', '../b.ts', './c.ts', './side-effect.ts', './d.tsx']);
  });

  it('finds a cycle, and none in a tree', () => {
    expect(findCycles(graphOf({ 'lib/a.ts': ['lib/b.ts'], 'lib/b.ts': ['lib/c.ts'], 'lib/c.ts': ['lib/a.ts'] }))).toEqual([
      ['lib/a.ts', 'lib/b.ts', 'lib/c.ts', 'lib/a.ts'],
    ]);
    expect(findCycles(graphOf({ 'lib/a.ts': ['lib/a.ts'] }))).toEqual([['lib/a.ts', 'lib/a.ts']]);
    expect(findCycles(graphOf({ 'lib/a.ts': ['lib/b.ts', 'lib/c.ts'], 'lib/b.ts': ['lib/c.ts'], 'lib/c.ts': [] }))).toEqual([]);
  });

  it('finds imports that run up a layer or across features', () => {
    const graph = graphOf({
      'app/router.tsx': ['features/courses/Screen.tsx', 'lib/store.ts'],
      'features/courses/Screen.tsx': ['features/courses/api.ts', 'features/classes/Table.tsx', 'components/Page.tsx'],
      'features/courses/api.ts': ['app/router.tsx'],
      'components/Page.tsx': ['lib/store.ts', 'features/courses/api.ts'],
      'lib/store.ts': ['components/Page.tsx'],
    });
    expect(layerViolations(graph)).toEqual([
      'features/courses/Screen.tsx -> features/classes/Table.tsx',
      'features/courses/api.ts -> app/router.tsx',
      'components/Page.tsx -> features/courses/api.ts',
      'lib/store.ts -> components/Page.tsx',
    ]);
  });
});

describe('apps/web/src', () => {
  const graph = readImportGraph(SRC);

  it('resolves every relative import to a file', () => {
    expect(unresolvedImports(graph)).toEqual([]);
    expect(graph.size).toBeGreaterThan(100);
  });

  it('has no import cycle (type-only imports included)', () => {
    expect(findCycles(graph)).toEqual([]);
  });

  it('imports only downwards: app → features → components → lib, and no feature imports another', () => {
    expect(layerViolations(graph)).toEqual([]);
  });
});
