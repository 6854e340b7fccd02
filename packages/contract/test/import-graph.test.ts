// The contract is fenced by domain (ADR 0061), as apps/web is by feature (apps/web/test/import-graph.test.ts).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { domainGraph, findCycles, graphOfSources, internalCrossings, readImportGraph, unresolvedImports } from './support/import-graph.ts';

const SRC = fileURLToPath(new URL('../src', import.meta.url));

describe('the contract import graph checker', () => {
  // A planted crossing: course reaches into class's rules, class imports course back.
  const planted = graphOfSources({
    'course/index.ts': "export * from './rules/credits.ts';",
    'course/rules/credits.ts': "import { roster } from '../../class/rules/roster.ts';",
    'class/index.ts': "export * from './rules/roster.ts';",
    'class/rules/roster.ts': "import type { Credit } from '../../course/index.ts';\nimport { MESSAGES } from '../../platform/index.ts';",
    'platform/index.ts': "export * from './messages.ts';",
    'platform/messages.ts': '',
    'index.ts': "export * from './class/index.ts';\nexport * from './class/rules/roster.ts';",
  });

  it('finds an import of another domain that bypasses its index.ts, and not the package root reaching in', () => {
    expect(internalCrossings(planted)).toEqual(['course/rules/credits.ts -> class/rules/roster.ts']);
  });

  it('finds a cycle between domains', () => {
    expect(domainGraph(planted)).toEqual(
      new Map([
        ['course', ['class']],
        ['class', ['course', 'platform']],
      ]),
    );
    expect(findCycles(domainGraph(planted))).toEqual([['class', 'course', 'class']]);
  });

  it('passes a tree of domains that import each other by their index', () => {
    const tree = graphOfSources({
      'class/rules/roster.ts': "import { credits } from '../../course/index.ts';",
      'course/index.ts': "export * from './rules/credits.ts';",
      'course/rules/credits.ts': "import { MESSAGES } from '../../platform/index.ts';",
    });
    expect(internalCrossings(tree)).toEqual([]);
    expect(findCycles(domainGraph(tree))).toEqual([]);
  });
});

describe('packages/contract/src', () => {
  const graph = readImportGraph(SRC);

  it('resolves every relative import to a file', () => {
    expect(unresolvedImports(graph)).toEqual([]);
    expect(graph.size).toBeGreaterThan(150);
  });

  it('has no cycle between its domain folders', () => {
    expect(findCycles(domainGraph(graph))).toEqual([]);
  });

  it('imports another domain only through its index.ts', () => {
    expect(internalCrossings(graph)).toEqual([]);
  });
});
