/**
 * The benchmark measures the server as `npm start` runs it: compiled by esbuild with the
 * options of `npm run build` (scripts/server-build-options.mjs), not through tsx (whose
 * transform keeps every function's name with a call per closure, which the build does not).
 * It compiles bench/server.ts into node_modules/.cache, where the packages it imports resolve.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { serverBuildOptions } from '../scripts/server-build-options.mjs';

/** Compiles bench/server.ts; answers the path of the JavaScript to run with node. */
export async function compileBenchServer(): Promise<string> {
  const options = serverBuildOptions();
  const outfile = fileURLToPath(new URL('../node_modules/.cache/bench/server.js', import.meta.url));
  // pg and esbuild are the benchmark's own imports (devDependencies of the workspace root).
  await build({ ...options, external: [...options.external, 'pg', 'esbuild'], entryPoints: ['bench/server.ts'], outfile });
  return outfile;
}
