// The web's fence (ADR 0017) on the one import-graph reader the three workspaces share.
import { type ImportGraph, readImportGraph as readGraph } from '../../../../packages/contract/test/support/import-graph.ts';

export {
  findCycles,
  type ImportGraph,
  relativeSpecifiers,
  unresolvedImports,
} from '../../../../packages/contract/test/support/import-graph.ts';

/** Every .ts and .tsx file under root, with its relative imports. */
export const readImportGraph = (root: string): ImportGraph => readGraph(root, /\.tsx?$/);

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
