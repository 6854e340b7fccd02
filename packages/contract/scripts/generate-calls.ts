/**
 * Writes what the route descriptors imply (ADR 0061), so that a route is declared once, in its
 * domain's routes/: each domain's calls.ts (the browser's method and path of every descriptor,
 * the descriptor a type only, ADR 0049), and the package's endpoints.ts and calls.ts that gather
 * them. `npm run generate -w packages/contract` rewrites them; test/generated-calls.test.ts fails
 * while they differ from what this would write.
 */
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type HttpMethod, isRouteDescriptor } from '../src/platform/route.ts';

const LINE_WIDTH = 140;
const HEADER = '// Generated from the route descriptors by packages/contract/scripts/generate-calls.ts: do not edit.';

/** One domain's route modules: `<domain>/routes/<area>.ts`. */
function routeFiles(src: string): { domain: string; area: string }[] {
  return readdirSync(src, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(src, e.name, 'routes')))
    .flatMap((e) =>
      readdirSync(join(src, e.name, 'routes'))
        .filter((f) => f.endsWith('.ts'))
        .map((f) => ({ domain: e.name, area: f.slice(0, -3) })),
    )
    .sort((a, b) => `${a.domain}/${a.area}`.localeCompare(`${b.domain}/${b.area}`));
}

const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function callLine(name: string, alias: string, method: HttpMethod, path: string): string {
  const head = `export const ${name}: ApiCall<typeof ${alias}.${name}> = `;
  const oneLine = `${head}{ method: '${method}', path: '${path}' };`;
  return oneLine.length <= LINE_WIDTH ? oneLine : `${head}{\n  method: '${method}',\n  path: '${path}',\n};`;
}

/** The files to write, path below src → text. */
export async function generatedFiles(src: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const areas = routeFiles(src);
  const domains = [...new Set(areas.map((a) => a.domain))];
  for (const domain of domains) {
    const imports = [`import type { ApiCall } from '../platform/index.ts';`];
    const calls: [string, string][] = [];
    for (const { area } of areas.filter((a) => a.domain === domain)) {
      const alias = `${camel(area)}Routes`;
      imports.push(`import type * as ${alias} from './routes/${area}.ts';`);
      const module: Record<string, unknown> = await import(pathToFileURL(join(src, domain, 'routes', `${area}.ts`)).href);
      for (const [name, value] of Object.entries(module)) {
        if (isRouteDescriptor(value)) calls.push([name, callLine(name, alias, value.method, value.path)]);
      }
    }
    calls.sort(([a], [b]) => byName(a, b));
    files.set(`${domain}/calls.ts`, [HEADER, ...imports, '', ...calls.map(([, line]) => line)].join('\n').concat('\n'));
  }
  const gather = (what: string, lines: string[]) => [HEADER, `// ${what}`, ...lines].join('\n').concat('\n');
  files.set(
    'endpoints.ts',
    gather(
      'Every route descriptor, exported by the package as `endpoints` (`endpoints.getClass`).',
      areas.map(({ domain, area }) => `export * from './${domain}/routes/${area}.ts';`),
    ),
  );
  files.set(
    'calls.ts',
    gather(
      'Every browser call, exported by the package as `calls` (`calls.getClass`): no schema, no zod.',
      domains.map((domain) => `export * from './${domain}/calls.ts';`),
    ),
  );
  return files;
}

const SRC = join(import.meta.dirname, '../src');
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [path, text] of await generatedFiles(SRC)) writeFileSync(join(SRC, path), text);
}
