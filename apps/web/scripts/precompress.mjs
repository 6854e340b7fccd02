// After `vite build`: a brotli (quality 11) and a gzip (level 9) copy beside each text file of
// dist/ of 1 KB or more, once per build. The server sends them as they are (@fastify/static's
// preCompressed, apps/api/src/platform/web-app.ts) instead of compressing every script again for
// every page load (ADR 0066). Source maps are left alone: only a developer's tools fetch them.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const TEXT = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);
// The server's compression threshold (apps/api/src/platform/compression.ts): smaller files go as they are.
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* files(full);
    } else if (TEXT.has(path.extname(entry.name)) && (await stat(full)).size >= MIN_BYTES) yield full;
  }
}

const br = promisify(brotliCompress);
const gz = promisify(gzip);
const started = Date.now();
const jobs = [];
for await (const file of files(dist)) {
  jobs.push(
    readFile(file).then((bytes) =>
      Promise.all([
        br(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }).then((out) =>
          writeFile(`${file}.br`, out),
        ),
        gz(bytes, { level: 9 }).then((out) => writeFile(`${file}.gz`, out)),
      ]),
    ),
  );
}
await Promise.all(jobs);
console.log(`precompressed ${jobs.length} files of apps/web/dist (brotli, gzip) in ${Date.now() - started} ms`);
