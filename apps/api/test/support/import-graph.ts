// The API's fence (ADR 0060) on the one import-graph reader the three workspaces share.
import { entryCrossings, groupGraph, type ImportGraph } from '../../../../packages/contract/test/support/import-graph.ts';

export {
  findCycles,
  graphOfSources,
  type ImportGraph,
  readSources,
  unresolvedImports,
} from '../../../../packages/contract/test/support/import-graph.ts';

/** The module a file belongs to ('classes' for modules/classes/roster/x.ts), or null outside modules/. */
export function moduleOf(file: string): string | null {
  const [top, name, rest] = file.split('/');
  return top === 'modules' && name && rest ? name : null;
}

/** Module → the modules it imports (through any file). */
export const moduleGraph = (graph: ImportGraph): ImportGraph => groupGraph(graph, moduleOf);

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
export const internalImports = (graph: ImportGraph): string[] => entryCrossings(graph, moduleOf, (m) => `modules/${m}/index.ts`, 'fenced');
