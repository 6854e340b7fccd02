import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

/** file (relative to src, '/'-separated) → the files it imports, relative to src too. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/** Every way a module names another, type-only imports included (as apps/web/test/support/import-graph.ts reads them). */
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

export function relativeSpecifiers(text: string): string[] {
  return [...text.matchAll(SPECIFIER)].map((m) => m[1] ?? m[2] ?? m[3] ?? '').filter((spec) => spec.startsWith('.'));
}

/** The graph of a set of files, path → text; the tests hand it an in-memory set. */
export function importGraphOf(files: ReadonlyMap<string, string>): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const [from, text] of files) {
    graph.set(
      from,
      relativeSpecifiers(text).map((spec) =>
        normalize(join(dirname(from), spec))
          .split(sep)
          .join('/'),
      ),
    );
  }
  return graph;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

export function readImportGraph(root: string): ImportGraph {
  return importGraphOf(new Map(sourceFiles(root).map((path) => [relative(root, path).split(sep).join('/'), readFileSync(path, 'utf8')])));
}

/** The domain folder of a file (`class/rules/roster.ts` → `class`); the package's own files (index.ts, endpoints.ts, calls.ts) have none. */
export const domainOf = (file: string): string | null => (file.includes('/') ? (file.split('/')[0] ?? null) : null);

/** The graph between domain folders: an edge for each domain that imports another. */
export function domainGraph(graph: ImportGraph): ImportGraph {
  const edges = new Map<string, Set<string>>();
  for (const [from, targets] of graph) {
    const a = domainOf(from);
    if (!a) continue;
    for (const to of targets) {
      const b = domainOf(to);
      if (b && b !== a) edges.set(a, (edges.get(a) ?? new Set()).add(b));
    }
  }
  return new Map([...edges].map(([a, bs]) => [a, [...bs].sort()]));
}

/** The cycles of a graph, each as the nodes along it (first node repeated at the end). */
export function findCycles(graph: ImportGraph): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return cycles;
}

/**
 * Imports that reach into another domain's files instead of its index.ts. A domain's other
 * files are its own to move and rename; only its index.ts is promised to the others.
 */
export function internalCrossings(graph: ImportGraph): string[] {
  return [...graph].flatMap(([from, targets]) =>
    targets
      .filter((to) => {
        const a = domainOf(from);
        const b = domainOf(to);
        return a !== null && b !== null && a !== b && to !== `${b}/index.ts`;
      })
      .map((to) => `${from} -> ${to}`),
  );
}
