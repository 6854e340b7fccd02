// `npm run build -w apps/api`: compiles the server to JavaScript (dist/), so that `npm start`
// runs node on it instead of compiling TypeScript at every start. One bundle per entry: our
// sources and the contract's are bundled in; every installed package stays an import.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const json = (rel) => JSON.parse(readFileSync(new URL(rel, import.meta.url), 'utf8'));
const api = json('../package.json');
const contract = json('../../../packages/contract/package.json');
const external = [...Object.keys(api.dependencies), ...Object.keys(contract.dependencies)].filter((name) => name !== '@cpe/contract');

const started = Date.now();
await build({
  absWorkingDir: new URL('..', import.meta.url).pathname,
  entryPoints: { main: 'src/main.ts', migrate: 'src/cli/migrate.ts', seed: 'src/cli/seed.ts', 'tenant-create': 'src/cli/tenant-create.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.log(`server compiled to apps/api/dist in ${Date.now() - started} ms`);
