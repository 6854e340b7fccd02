/** The repository's root folder (build-if-stale.mjs). */
export const root: string;

/** Builds the parts that are missing or older than their sources ('web app', 'server'; all by default). */
export function buildIfStale(options?: { only?: Array<'web app' | 'server'> }): void;
