import type { BuildOptions } from 'esbuild';

/** The esbuild options the server is compiled with (server-build-options.mjs). */
export function serverBuildOptions(): BuildOptions & { external: string[] };
