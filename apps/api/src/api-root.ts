import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The api package's folder (apps/api), found by walking up from this module: the same answer
 * whether the server runs from its sources (src/, through tsx) or from the compiled bundle
 * (dist/main.js), where every module shares the bundle's one location.
 */
function findApiRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (existsSync(path.join(dir, 'migrations')) && existsSync(path.join(dir, 'package.json'))) return dir;
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`The api package (a folder with migrations/) is not above ${start}`);
    dir = up;
  }
}

export const API_ROOT = findApiRoot(import.meta.dirname);
/** The repository's root: the data folder and the built web app are found from it. */
export const REPO_ROOT = path.resolve(API_ROOT, '../..');
