import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

/** file (relative to apps/api/src, '/'-separated) → the files it imports, relative to src too. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/**
 * Every way a file names another: `import … from`, `import type … from`, `export … from`, bare
 * `import '…'` and `import('…')`. Type-only imports count: they tie the files as much as the others
 * when someone reads or moves them. (The web's checker, apps/web/test/support, reads them alike.)
 */
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

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

/** Every .ts file under root, by its path relative to root. */
export function readSources(root: string, dir = root): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return Object.entries(readSources(root, path));
      return entry.name.endsWith('.ts') ? [[relative(root, path).split(sep).join('/'), readFileSync(path, 'utf8')]] : [];
    }),
  );
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

/** The module a file belongs to ('classes' for modules/classes/roster/x.ts), or null outside modules/. */
export function moduleOf(file: string): string | null {
  const [top, name, rest] = file.split('/');
  return top === 'modules' && name && rest ? name : null;
}

/** Module → the modules it imports (through any file). */
export function moduleGraph(graph: ImportGraph): ImportGraph {
  const edges = new Map<string, Set<string>>();
  for (const [from, targets] of graph) {
    const a = moduleOf(from);
    if (!a) continue;
    for (const b of targets.map(moduleOf)) if (b && b !== a) edges.set(a, (edges.get(a) ?? new Set()).add(b));
  }
  return new Map([...edges].map(([a, bs]) => [a, [...bs].sort()]));
}

/**
 * The layers of apps/api/src, highest first (ADR 0060): the composition root (app.ts, main.ts, the
 * seed, the CLI, the LMS sandbox) puts the modules together; a module uses shared/ and the platform;
 * shared/ uses the platform; the platform, db/ and jobs/ use only each other.
 */
export function layerOf(file: string): number {
  const top = file.split('/')[0] ?? '';
  if (['app.ts', 'main.ts', 'cluster-spare.ts', 'seed', 'cli', 'lms-sandbox'].includes(top)) return 3;
  if (top === 'modules') return 2;
  if (top === 'shared') return 1;
  return 0;
}

/** Imports that run up a layer: platform → shared, shared → a module, anything below → app.ts or the seed. */
export function upwardImports(graph: ImportGraph): string[] {
  return [...graph].flatMap(([from, targets]) => targets.filter((to) => layerOf(to) > layerOf(from)).map((to) => `${from} -> ${to}`));
}

/** Imports of another module's files but its entry, modules/<m>/index.ts (from anywhere outside that module). */
export function internalImports(graph: ImportGraph): string[] {
  return [...graph].flatMap(([from, targets]) =>
    targets
      .filter((to) => {
        const owner = moduleOf(to);
        return owner !== null && owner !== moduleOf(from) && to !== `modules/${owner}/index.ts`;
      })
      .map((to) => `${from} -> ${to}`),
  );
}
