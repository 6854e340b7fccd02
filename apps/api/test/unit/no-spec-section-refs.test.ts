import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The product spec is kept outside the repository, so a section number of it (spec, section
 * sign, 4) points nowhere for whoever reads the code. A comment names the rule instead ("a Voided
 * class has every step disabled") and a test title states it. Citations of external
 * standards stay: they are real sources (22 Tex. Admin. Code §523.142, 31 CFR §10.6).
 * The docs are held to it too. The section sign is written \u00a7 below so that this file does not cite anything itself.
 */
const ROOT = join(import.meta.dirname, '../../../..');
const SECTION = '\u00a7';
/** "spec", "SPEC" or "the spec's", then the section sign: any citation of the spec by section. */
const SPEC_CITATION = new RegExp(`\\bspec(?:'s)?\\s*${SECTION}`, 'i');
/** A bare one-level section number (the sign, then 1 to 9): the spec's sections are 1 to 9. */
const BARE_SECTION = new RegExp(`${SECTION}\\s?[1-9](?![0-9]|\\.[0-9]{2,})`);
/** What an external standard's citation says before its section sign. */
const EXTERNAL_STANDARD = /\b(Code|CFR|U\.S\.C\.|IRC|Circular|Texas|Standard)\b[^\u00a7]{0,20}$/;

/** The lines of `text` that cite a spec section, as "line: text". */
export function specSectionCitations(text: string): string[] {
  return text.split('\n').flatMap((line, i) => {
    const spec = SPEC_CITATION.test(line);
    const bare = [...line.matchAll(new RegExp(BARE_SECTION, 'g'))].some((m) => !EXTERNAL_STANDARD.test(line.slice(0, m.index)));
    return spec || bare ? [`${i + 1}: ${line.trim()}`] : [];
  });
}

const SCANNED = /\.(ts|tsx|mjs|js|sql|md)$/;

const ROOT_DOCS = ['README.md', 'ARCHITECTURE.md'];

function scannedDirs(): string[] {
  const dirs = ['scripts', 'docs'];
  for (const group of ['apps', 'packages']) {
    for (const name of readdirSync(join(ROOT, group))) {
      for (const sub of ['src', 'test', 'e2e', 'migrations']) dirs.push(join(group, name, sub));
    }
  }
  return dirs.filter((dir) => existsSync(join(ROOT, dir)));
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return SCANNED.test(name) ? [path] : [];
  });
}

/** Sources, tests, migrations and scripts of every workspace, the docs and the root READMEs. */
function scannedFiles(): string[] {
  return [...scannedDirs().flatMap((dir) => files(join(ROOT, dir))), ...ROOT_DOCS.map((name) => join(ROOT, name))];
}

describe('rule names, not spec section numbers', () => {
  it('finds a planted spec citation and a bare section number, and leaves external standards alone', () => {
    const planted = [
      `/** A Voided class has every step disabled (spec ${SECTION}4 Class). */`,
      `// SPEC ${SECTION}2: the maintenance guard runs on every route.`,
      `it('refuses the code with the ${SECTION}8 message', () => {});`,
      ` * 22 Tex. Admin. Code ${SECTION}523.142(f): five 30-minute presentations are 3 credits`,
      ` * Circular 230, 31 CFR ${SECTION}10.6(g): a 50-minute contact hour`,
      '/** A rule named for what it says: a certified class is synced manually only. */',
    ].join('\n');
    expect(specSectionCitations(planted).map((hit) => hit.split(':')[0])).toEqual(['1', '2', '3']);
  });

  it('no source, test, migration, script or doc cites a section of the spec', () => {
    const found = scannedFiles().flatMap((file) =>
      specSectionCitations(readFileSync(file, 'utf8')).map((hit) => `${relative(ROOT, file)}:${hit}`),
    );
    expect(found).toEqual([]);
  });
});
