import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  findCycles,
  graphOfSources,
  internalImports,
  moduleGraph,
  readSources,
  unresolvedImports,
  upwardImports,
} from '../support/import-graph.ts';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));

describe('the API import graph checker', () => {
  // A tree that keeps the rules, and the same tree with one crossing of each kind planted in it.
  const fenced = {
    'app.ts': "import { aRoutes } from './modules/a/index.ts';\nimport { bRoutes } from './modules/b/index.ts';",
    'modules/a/index.ts': "export { aRoutes } from './routes.ts';",
    'modules/a/routes.ts': "import { rule } from '../../shared/rule.ts';\nimport type { B } from '../b/index.ts';",
    'modules/b/index.ts': "export { bRoutes, type B } from './deep/routes.ts';",
    'modules/b/deep/routes.ts': "import { route } from '../../../platform/route.ts';",
    'shared/rule.ts': "import { allow } from '../platform/authorize.ts';",
    'platform/route.ts': "import { allow } from './authorize.ts';",
    'platform/authorize.ts': '',
  };

  it('finds nothing in a fenced tree', () => {
    const graph = graphOfSources(fenced);
    expect([findCycles(graph), findCycles(moduleGraph(graph)), upwardImports(graph), internalImports(graph)]).toEqual([[], [], [], []]);
  });

  it("reports an import of another module's internal file", () => {
    const graph = graphOfSources({ ...fenced, 'modules/a/routes.ts': "import { bRoutes } from '../b/deep/routes.ts';" });
    expect(internalImports(graph)).toEqual(['modules/a/routes.ts -> modules/b/deep/routes.ts']);
  });

  it('reports a cycle between modules, even through their entries', () => {
    const graph = graphOfSources({ ...fenced, 'modules/b/deep/routes.ts': "import { aRoutes } from '../../a/index.ts';" });
    expect(findCycles(moduleGraph(graph))).toEqual([['a', 'b', 'a']]);
    expect(internalImports(graph)).toEqual([]);
  });

  it('reports imports that run up a layer', () => {
    const graph = graphOfSources({
      ...fenced,
      'platform/route.ts': "import { rule } from '../shared/rule.ts';",
      'shared/rule.ts': "import { aRoutes } from '../modules/a/index.ts';",
      'platform/authorize.ts': "import { seed } from '../seed/seed.ts';",
    });
    expect(upwardImports(graph)).toEqual([
      'shared/rule.ts -> modules/a/index.ts',
      'platform/route.ts -> shared/rule.ts',
      'platform/authorize.ts -> seed/seed.ts',
    ]);
  });
});

describe('apps/api/src', () => {
  const graph = graphOfSources(readSources(SRC));
  const modules = [...new Set([...graph.keys()].flatMap((f) => (f.startsWith('modules/') ? [f.split('/')[1]] : [])))];

  it('resolves every relative import to a file, and every module has its entry', () => {
    expect(unresolvedImports(graph)).toEqual([]);
    expect(modules.length).toBeGreaterThan(30);
    expect(modules.filter((m) => !existsSync(`${SRC}/modules/${m}/index.ts`))).toEqual([]);
  });

  it('has no import cycle, between files or between modules', () => {
    expect(findCycles(graph)).toEqual([]);
    expect(findCycles(moduleGraph(graph))).toEqual([]);
  });

  it('imports only downwards: composition root → modules → shared → platform, db and jobs', () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  it("imports no other module's internals: only modules/<m>/index.ts", () => {
    expect(internalImports(graph)).toEqual([]);
  });
});
