// `npm run start:cluster [-- --processes 2 --port 3000]`: several API processes (the compiled
// server) behind nginx on loopback, all on one PostgreSQL (DATABASE_URL). What a deployment on
// several machines looks like, on one: nginx balances requests over the processes, which keep
// nothing another needs (docs/scaling.md). Each process, and nginx, is
// supervised: one that dies is started again while the others serve (ADR 0059). Needs Debian's
// nginx (`apt-get install -y nginx`). Prints `CLUSTER READY {json}` once nginx answers, and
// `CLUSTER RESTARTED {json}` when a process is back; Ctrl-C stops all (a second Ctrl-C at once).
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale, root } from './build-if-stale.mjs';
import { nginxFolder, writeNginxConfig } from './cluster-nginx.mjs';
import { Spare } from './cluster-spare.mjs';
import { Supervised } from './cluster-supervisor.mjs';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '2' },
    port: { type: 'string', default: process.env.PORT ?? '3000' },
    // The cluster's test builds only the server: the API answers without the web app.
    'skip-web-build': { type: 'boolean', default: false },
  },
});
const processes = Number(values.processes);
const port = Number(values.port);
if (!Number.isInteger(processes) || processes < 1 || processes > 16) fail('--processes must be a whole number from 1 to 16');
if (!Number.isInteger(port) || port < 1 || port > 65535) fail('--port must be a port number');
if (!process.env.DATABASE_URL)
  fail('start:cluster needs DATABASE_URL: the processes share one PostgreSQL (embedded PGlite serves one process)');
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => spawnSync(p, ['-v']).status === 0);
if (!nginx) fail('start:cluster needs nginx: apt-get install -y nginx');

function fail(message) {
  console.error(message);
  process.exit(1);
}

async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port: free } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

const answers = (url, ok = (r) => r.ok) =>
  fetch(url).then(
    (r) => ok(r),
    () => false,
  );

// One LMS sandbox would be needed per cluster, not per process: set LMS_URL to share an LMS.
// nginx on 127.0.0.1 is the only proxy whose X-Forwarded-For the processes believe. Links in
// e-mail lead to nginx, not to the process that sent them.
const apiEnv = {
  ...process.env,
  HOST: '127.0.0.1',
  TRUST_PROXY: '127.0.0.1',
  LMS_SANDBOX: 'false',
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://{tenant}.localhost:${port}`,
};
const MAIN = path.join(root, 'apps/api/dist/main.js');
const spare = new Spare(() =>
  spawn(process.execPath, [MAIN], {
    cwd: root,
    env: { ...apiEnv, CLUSTER_SPARE: 'true' },
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  }),
);

/** An API process on its own port, kept on that port across restarts (nginx's configuration names it). */
function apiProcess(apiPort) {
  const env = { ...apiEnv, PORT: String(apiPort) };
  return new Supervised({
    name: `API process on port ${apiPort}`,
    spawn: () => spawn(process.execPath, [MAIN], { cwd: root, env, stdio: 'inherit' }),
    adopt: () => spare.take(apiPort),
    ready: () => answers(`http://127.0.0.1:${apiPort}/api/health/ready`),
    stopSignal: 'SIGTERM',
  });
}

/**
 * nginx in a process group of its own: when its master dies, its worker would live on holding the
 * port, and the next master could not listen. The group goes with the master.
 */
function nginxProcess(conf, dir) {
  return new Supervised({
    name: 'nginx',
    spawn: () => spawn(nginx, ['-p', dir, '-c', conf], { stdio: 'inherit', detached: true }),
    // Any answer, even a 502 while no API process is ready, means nginx is listening.
    ready: () => answers(`http://127.0.0.1:${port}/api/health`, () => true),
    stopSignal: 'SIGQUIT',
    onExit: (child) => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group is gone already.
      }
    },
  });
}

if (values['skip-web-build']) buildIfStale({ only: ['server'] });
else buildIfStale();
const supervised = [];
let dir = null;
let stopping = false;
async function stopAll(code = 0) {
  if (stopping) {
    // A second Ctrl-C (or SIGTERM): no more waiting.
    for (const s of [...supervised, spare]) s.kill();
    if (dir) rmSync(dir, { recursive: true, force: true });
    process.exit(1);
  }
  stopping = true;
  await Promise.all([...supervised, spare].map((s) => s.stop()));
  if (dir) rmSync(dir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void stopAll());
process.on('SIGTERM', () => void stopAll());

try {
  const apiPorts = [];
  for (let i = 0; i < processes; i++) {
    const apiPort = await freePort();
    const api = apiProcess(apiPort);
    supervised.push(api);
    // One at a time: the first applies the migrations (under an advisory lock in any case).
    await api.start();
    apiPorts.push(apiPort);
    // After the first, which migrated: the spare gets ready while the others start.
    spare.fill();
  }
  await spare.whenReady();
  dir = nginxFolder();
  const proxy = nginxProcess(writeNginxConfig(dir, { port, apiPorts }), dir);
  supervised.push(proxy);
  await proxy.start();
  const ready = {
    url: `http://localhost:${port}`,
    processes: apiPorts,
    pids: supervised.slice(0, -1).map((s) => s.pid),
    nginx: proxy.pid,
    spare: spare.pid,
  };
  console.log(`CLUSTER READY ${JSON.stringify(ready)}`);
  console.log(
    `${processes} API processes behind nginx on http://localhost:${port} (tenants: http://demo.localhost:${port}); Ctrl-C stops them`,
  );
} catch (err) {
  console.error(String(err instanceof Error ? err.message : err));
  void stopAll(1);
}
