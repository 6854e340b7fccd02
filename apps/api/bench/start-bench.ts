/**
 * `npm run bench:start [-- --warm 3]`: how long `npm start` takes to be ready (issue 17: "start
 * to ready ≤ 5 s on a warm data folder"). Builds both parts (npm run build), then starts the
 * compiled server through scripts/start.mjs on an empty data folder (migrations and the demo
 * seed: the first start), stops it, and starts it again `--warm` times on that folder. Ready
 * means GET /api/health/ready answers 200. Embedded PGlite, as `npm start` with nothing set.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const { values } = parseArgs({ options: { warm: { type: 'string', default: '3' } } });
const warmRuns = Math.max(1, Number(values.warm));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/** Starts `npm start`'s script and answers the milliseconds until it is ready, with the process to stop. */
async function timeStart(dataDir: string): Promise<{ ms: number; child: ChildProcess }> {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LMS_SANDBOX: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { ms: performance.now() - began, child };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const buildBegan = performance.now();
execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
console.log(`npm run build (web app and server): ${((performance.now() - buildBegan) / 1000).toFixed(1)} s`);

const dataDir = await mkdtemp(path.join(tmpdir(), 'cpe-start-bench-'));
try {
  const first = await timeStart(dataDir);
  await stop(first.child);
  console.log(`first start on an empty data folder (migrations and demo seed): ${(first.ms / 1000).toFixed(2)} s`);
  const warm: number[] = [];
  for (let i = 0; i < warmRuns; i++) {
    const run = await timeStart(dataDir);
    warm.push(run.ms);
    await stop(run.child);
  }
  const worst = Math.max(...warm);
  console.log(
    `warm start to ready, ${warmRuns} runs: ${warm.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s (worst ${(worst / 1000).toFixed(2)} s; target 5 s)`,
  );
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
