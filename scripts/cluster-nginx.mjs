// nginx for `npm run start:cluster`: its folder and its configuration (ADR 0059).
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A folder of its own for the configuration, the pid file and the temporary files. mkdtemp makes
 * it 0700; run as root, nginx's worker runs as `nobody` and could not reach the request bodies it
 * buffers there (every body of 16 KB or more got a 500). 0755 lets it in: nginx itself creates the
 * temporary folders inside, owned by the worker's user and 0700. Nothing in it is secret.
 */
export function nginxFolder() {
  const dir = mkdtempSync(path.join(tmpdir(), 'cpe-nginx-'));
  chmodSync(dir, 0o755);
  return dir;
}

/** Methods nginx may send to the next process after one failed: they change nothing. */
const READS = 'GET|HEAD|OPTIONS';

/**
 * What nginx may resend when a process fails:
 * - reads (GET, HEAD, OPTIONS) go to the next process on an error, a time-out or a 502/503/504;
 * - POST and PATCH only when the request never reached a process (nginx's own rule for
 *   non-idempotent methods: `proxy_next_upstream` without `non_idempotent`);
 * - PUT and DELETE, which nginx would resend even after a process had them (it counts them as
 *   idempotent, and many of ours are not: workflow steps, a password change), go through
 *   @write_once, where nothing is resent, and @write_unsent, which tries the next process only
 *   when no byte of the request was sent ($upstream_bytes_sent is 0: the connection was refused).
 * So no write is ever handed to two processes. A dead process is skipped for `fail_timeout`
 * after one failure; connecting to it fails at once (refused) or within proxy_connect_timeout.
 */
export function nginxConfig({ dir, port, apiPorts }) {
  return `daemon off;
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
${apiPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 64;
  }
  # nginx closes a client connection after 1,000 requests by default: a load generator's
  # request already on its way then meets a reset.
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    # The address nginx saw, replacing whatever the client sent: the API trusts this header
    # from 127.0.0.1 only (TRUST_PROXY), and counts its limits by it.
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Host $http_host;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_buffering off;
    proxy_connect_timeout 1s;
    # @write_once hands its failures to @write_unsent (an error page of an error page).
    recursive_error_pages on;
    location / {
      error_page 418 = @write_once;
      if ($request_method !~ ^(${READS}|POST|PATCH)$) { return 418; }
      proxy_pass http://api;
      proxy_next_upstream error timeout http_502 http_503 http_504;
    }
    location @write_once {
      proxy_pass http://api;
      proxy_next_upstream off;
      error_page 502 504 = @write_unsent;
    }
    location @write_unsent {
      if ($upstream_bytes_sent !~ "^0$") { return 502; }
      proxy_pass http://api;
      proxy_next_upstream off;
    }
  }
}
`;
}

export function writeNginxConfig(dir, options) {
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, nginxConfig({ dir, ...options }));
  return file;
}
