/**
 * The benchmark measures the server as `npm start` runs it: compiled by esbuild, as
 * scripts/build.mjs compiles src/main.ts, not through tsx (whose transform keeps every
 * function's name with a call per closure, which the production build does not). This
 * compiles bench/server.ts with the same options into node_modules/.cache, where the
 * installed packages it imports resolve.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const json = (rel: string) => JSON.parse(readFileSync(new URL(rel, import.meta.url), 'utf8')) as { dependencies: Record<string, string> };

/** Compiles bench/server.ts; answers the path of the JavaScript to run with node. */
export async function compileBenchServer(): Promise<string> {
  const api = json('../package.json');
  const contract = json('../../../packages/contract/package.json');
  const external = [...Object.keys(api.dependencies), ...Object.keys(contract.dependencies), 'pg', 'esbuild'].filter(
    (name) => name !== '@cpe/contract',
  );
  const outfile = fileURLToPath(new URL('../node_modules/.cache/bench/server.js', import.meta.url));
  await build({
    absWorkingDir: fileURLToPath(new URL('..', import.meta.url)),
    entryPoints: ['bench/server.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external,
    logLevel: 'warning',
  });
  return outfile;
}
