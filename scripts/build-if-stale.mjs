// The builds `npm start` and `npm run start:cluster` need: the web app (apps/web/dist) and the
// compiled server (apps/api/dist), each rebuilt only when it is missing or older than any of its
// sources (modification times; the lock file counts as a source). ADR 0043.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', 'dist', 'test-results', '.data']);

/** The newest modification time under the paths (files, or folders walked recursively). */
function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (!stat.isDirectory()) {
      latest = Math.max(latest, stat.mtimeMs);
      return;
    }
    for (const entry of readdirSync(p)) if (!SKIP.has(entry)) visit(path.join(p, entry));
  };
  for (const p of paths) visit(path.join(root, p));
  return latest;
}

const shared = ['packages/contract/src', 'package-lock.json'];
const parts = [
  {
    name: 'web app',
    output: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', ...shared],
    workspace: 'apps/web',
  },
  { name: 'server', output: 'apps/api/dist/main.js', sources: ['apps/api/src', 'apps/api/scripts', ...shared], workspace: 'apps/api' },
];

/**
 * Builds what is missing or stale, printing why; exits the process when a build fails. `only`
 * names the parts to look at ('web app', 'server'); all of them by default.
 */
export function buildIfStale({ only } = {}) {
  for (const part of parts) {
    if (only && !only.includes(part.name)) continue;
    const output = path.join(root, part.output);
    const reason = !existsSync(output) ? 'no build yet' : newest(part.sources) > statSync(output).mtimeMs ? 'sources changed' : null;
    if (!reason) continue;
    console.log(`Building the ${part.name} (${reason})…`);
    const run = spawnSync('npm', ['run', 'build', '-w', part.workspace], { cwd: root, stdio: 'inherit' });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
}
