// `npm start`: the compiled server (apps/api/dist), serving the built web app (apps/web/dist).
// Each is built first only when its build is missing or older than any of its sources, so a
// start after a build costs no compilation. `npm run build` builds both unconditionally.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale();
await import(pathToFileURL(path.join(root, 'apps/api/dist/main.js')).href);
