// `npm run start:cluster [-- --processes 2 --port 3000]`: several API processes (the compiled
// server) behind nginx on loopback, all on one PostgreSQL (DATABASE_URL). What a deployment on
// several machines looks like, on one: nginx balances requests over the processes, which keep
// nothing another needs (README: Running on more than one machine). Needs Debian's nginx
// (`apt-get install -y nginx`). Prints `CLUSTER READY {json}` once nginx answers; Ctrl-C stops all.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale, root } from './build-if-stale.mjs';

const { values } = parseArgs({
  options: { processes: { type: 'string', default: '2' }, port: { type: 'string', default: process.env.PORT ?? '3000' } },
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

async function waitFor(url, what, child) {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} was not ready within 120 s`);
}

buildIfStale();
const children = [];
let stopping = false;
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(child.spawnargs[0] === nginx ? 'SIGQUIT' : 'SIGTERM');
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((resolve) => c.once('exit', resolve))))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stopAll());
process.on('SIGTERM', () => stopAll());

try {
  const ports = [];
  for (let i = 0; i < processes; i++) {
    const apiPort = await freePort();
    // One LMS sandbox would be needed per cluster, not per process: set LMS_URL to share an LMS.
    const env = { ...process.env, PORT: String(apiPort), HOST: '127.0.0.1', TRUST_PROXY: 'true', LMS_SANDBOX: 'false' };
    const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], { cwd: root, env, stdio: 'inherit' });
    child.once('exit', (code) => {
      if (!stopping) {
        console.error(`API process on port ${apiPort} exited with code ${code}: stopping the cluster`);
        stopAll(1);
      }
    });
    children.push(child);
    // One at a time: the first applies the migrations (under an advisory lock in any case).
    await waitFor(`http://127.0.0.1:${apiPort}/api/health/ready`, `the API process on port ${apiPort}`, child);
    ports.push(apiPort);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'cpe-nginx-'));
  const conf = `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # The browser names its tenant in the subdomain_name header: keep underscores.
  underscores_in_headers on;
  # Parts of large documents are 5 MiB; direct uploads up to 10,000,000 bytes.
  client_max_body_size 12m;
  upstream api {
${ports.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 64;
  }
  # nginx closes a client connection after 1,000 requests by default: a load generator's
  # request already on its way then meets a reset.
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_buffering off;
    }
  }
}
`;
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const proxy = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'inherit' });
  children.push(proxy);
  proxy.once('exit', (code) => {
    if (!stopping) {
      console.error(`nginx exited with code ${code}: stopping the cluster`);
      stopAll(1);
    }
  });
  await waitFor(`http://127.0.0.1:${port}/api/health/ready`, 'nginx', proxy);
  console.log(`CLUSTER READY ${JSON.stringify({ url: `http://localhost:${port}`, processes: ports })}`);
  console.log(
    `${processes} API processes behind nginx on http://localhost:${port} (tenants: http://demo.localhost:${port}); Ctrl-C stops them`,
  );
} catch (err) {
  console.error(String(err instanceof Error ? err.message : err));
  stopAll(1);
}
