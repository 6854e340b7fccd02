// The esbuild options the server is compiled with, shared by `npm run build` (scripts/build.mjs)
// and the benchmark (bench/compile-server.ts), so that the benchmark measures what `npm start`
// runs. Our sources and the contract's are bundled in; every installed package stays an import.
import { readFileSync } from 'node:fs';

const json = (rel) => JSON.parse(readFileSync(new URL(rel, import.meta.url), 'utf8'));

export function serverBuildOptions() {
  const api = json('../package.json');
  const contract = json('../../../packages/contract/package.json');
  const external = [...Object.keys(api.dependencies), ...Object.keys(contract.dependencies)].filter((name) => name !== '@cpe/contract');
  return {
    absWorkingDir: new URL('..', import.meta.url).pathname,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external,
    logLevel: 'warning',
  };
}
