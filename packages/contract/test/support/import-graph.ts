import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

/**
 * The one reader of import graphs for the three fences: the contract's domains (here), the API's
 * modules and layers (apps/api/test/support/import-graph.ts) and the web's features and layers
 * (apps/web/test/support/import-graph.ts) each add only their own rules. It lives in the contract
 * because both apps already depend on it; it imports nothing but node.
 */

/** file (relative to src, '/'-separated) → the files it imports, relative to src too. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/**
 * Every way a file names another: `import … from`, `import type … from`, `export … from`, bare
 * `import '…'` and `import('…')`. Type-only imports count: they tie the files as much as the others
 * when someone reads or moves them.
 */
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** The relative specifiers of one source text ('react', '@cpe/contract' are not ours). */
export function relativeSpecifiers(text: string): string[] {
  return [...text.matchAll(SPECIFIER)].map((m) => m[1] ?? m[2] ?? m[3] ?? '').filter((spec) => spec.startsWith('.'));
}

/** The graph of a set of source texts (path relative to src → text): the real tree or a planted one. */
export function graphOfSources(sources: Readonly<Record<string, string>>): ImportGraph {
  return new Map(
    Object.entries(sources).map(([from, text]) => [
      from,
      relativeSpecifiers(text).map((spec) => posix.normalize(posix.join(posix.dirname(from), spec))),
    ]),
  );
}

/** Every source file under root whose name matches `pattern`, by its path relative to root. */
export function readSources(root: string, pattern = /\.ts$/, dir = root): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return Object.entries(readSources(root, pattern, path));
      return pattern.test(entry.name) ? [[relative(root, path).split(sep).join('/'), readFileSync(path, 'utf8')]] : [];
    }),
  );
}

export function readImportGraph(root: string, pattern = /\.ts$/): ImportGraph {
  return graphOfSources(readSources(root, pattern));
}

/** Relative imports that name no file of the graph (a typo, or a file moved without its importers). */
export function unresolvedImports(graph: ImportGraph): string[] {
  return [...graph].flatMap(([from, targets]) => targets.filter((to) => !graph.has(to)).map((to) => `${from} -> ${to}`));
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

/** The graph between groups of files (a module, a domain): an edge for each group that imports another. */
export function groupGraph(graph: ImportGraph, groupOf: (file: string) => string | null): ImportGraph {
  const edges = new Map<string, Set<string>>();
  for (const [from, targets] of graph) {
    const a = groupOf(from);
    if (!a) continue;
    for (const b of targets.map(groupOf)) if (b && b !== a) edges.set(a, (edges.get(a) ?? new Set()).add(b));
  }
  return new Map([...edges].map(([a, bs]) => [a, [...bs].sort()]));
}

/**
 * Imports of a group's files other than its entry, from another group, or also from files in no
 * group when `outsiders` are held to the fence too. A group's other files are its own to move and
 * rename; only its entry is promised to the others.
 */
export function entryCrossings(
  graph: ImportGraph,
  groupOf: (file: string) => string | null,
  entryOf: (group: string) => string,
  outsiders: 'fenced' | 'free',
): string[] {
  return [...graph].flatMap(([from, targets]) =>
    targets
      .filter((to) => {
        const a = groupOf(from);
        const b = groupOf(to);
        if (b === null || a === b || to === entryOf(b)) return false;
        return a !== null || outsiders === 'fenced';
      })
      .map((to) => `${from} -> ${to}`),
  );
}

/** The contract's domain folder of a file (`class/rules/roster.ts` → `class`); the package's own files (index.ts, endpoints.ts, calls.ts) have none. */
export const domainOf = (file: string): string | null => (file.includes('/') ? (file.split('/')[0] ?? null) : null);

/** The graph between the contract's domain folders. */
export const domainGraph = (graph: ImportGraph): ImportGraph => groupGraph(graph, domainOf);

/** Imports that reach into another domain's files instead of its index.ts; the package root may reach in. */
export const internalCrossings = (graph: ImportGraph): string[] => entryCrossings(graph, domainOf, (d) => `${d}/index.ts`, 'free');
