// `npm run build -w apps/api`: compiles the server to JavaScript (dist/), so that `npm start`
// runs node on it instead of compiling TypeScript at every start. One bundle per entry.
import { build } from 'esbuild';
import { serverBuildOptions } from './server-build-options.mjs';

const started = Date.now();
await build({
  ...serverBuildOptions(),
  entryPoints: { main: 'src/main.ts', migrate: 'src/cli/migrate.ts', seed: 'src/cli/seed.ts', 'tenant-create': 'src/cli/tenant-create.ts' },
  outdir: 'dist',
  splitting: true,
});
console.log(`server compiled to apps/api/dist in ${Date.now() - started} ms`);
