import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';

/** file (relative to src, '/'-separated) → the files it imports, relative to src too. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/**
 * Every way a module names another: `import … from`, `import type … from`, `export … from`,
 * bare `import '…'` and `import('…')`. Type-only imports count: they tie the files as much as
 * the others do when someone reads or moves them.
 */
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** The relative specifiers of one source text ('react', '@cpe/contract' are not ours). */
export function relativeSpecifiers(text: string): string[] {
  return [...text.matchAll(SPECIFIER)].map((m) => m[1] ?? m[2] ?? m[3] ?? '').filter((spec) => spec.startsWith('.'));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Reads every .ts/.tsx file under root and resolves its relative imports. */
export function readImportGraph(root: string): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const path of sourceFiles(root)) {
    const from = relative(root, path).split(sep).join('/');
    const targets = relativeSpecifiers(readFileSync(path, 'utf8')).map((spec) =>
      normalize(join(dirname(from), spec))
        .split(sep)
        .join('/'),
    );
    graph.set(from, targets);
  }
  return graph;
}

/** The cycles of a graph, each as the files along it (first file repeated at the end). */
export function findCycles(graph: ImportGraph): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return cycles;
}

/**
 * The layers of apps/web/src, highest first (ADR 0017): the app (router, shell) composes
 * the features; a feature uses components and lib; components use lib; lib uses only
 * the contract. A feature is a layer of its own: it may not import another feature.
 */
export function layerOf(file: string): { rank: number; name: string } {
  const [top, feature] = file.split('/');
  if (top === 'main.tsx' || top === 'app') return { rank: 3, name: 'app' };
  if (top === 'features') return { rank: 2, name: `features/${feature}` };
  if (top === 'components') return { rank: 1, name: 'components' };
  return { rank: 0, name: 'lib' };
}

/** Imports that run upwards (lib → components, components → features, … → app) or across features. */
export function layerViolations(graph: ImportGraph): string[] {
  return [...graph].flatMap(([from, targets]) =>
    targets
      .filter((to) => {
        const a = layerOf(from);
        const b = layerOf(to);
        return b.rank > a.rank || (a.rank === 2 && b.rank === 2 && a.name !== b.name);
      })
      .map((to) => `${from} -> ${to}`),
  );
}
