/**
 * Whether apps/web/dist can be served as it is: the e2e global setup rebuilds the web app (about
 * a minute on this machine) only when a file the build reads is newer than the last build, or the
 * build was made at another commit (the version screen shows the commit it was built at).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../../..');
const STAMP = path.join(REPO_ROOT, 'apps/web/dist/.e2e-build-commit');

/** What `vite build` of apps/web reads: its sources, the contract's, and the dependencies' lock. */
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'package-lock.json',
];

function headCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'unknown';
  }
}

function newestMtime(target: string): number {
  const stat = statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Why the web app must be built again, or null when dist is fresh. */
export function staleBuildReason(): string | null {
  const built = statSync(STAMP, { throwIfNoEntry: false });
  if (!built) return 'no build stamp in apps/web/dist';
  const commit = headCommit();
  if (readFileSync(STAMP, 'utf8').trim() !== commit) return `dist was built at another commit than ${commit}`;
  const changed = INPUTS.find((input) => newestMtime(path.join(REPO_ROOT, input)) > built.mtimeMs);
  return changed ? `${changed} changed since the last build` : null;
}

/** After a build: the commit it was made at; its time is when the build started, so that an edit made meanwhile counts as newer. */
export function stampBuild(startedAt: Date): void {
  writeFileSync(STAMP, `${headCommit()}\n`);
  utimesSync(STAMP, startedAt, startedAt);
}
