/**
 * `npm run start:cluster` keeps a spare API process started and waiting (ADR 0059): it has
 * loaded, connected and registered its routes, but listens only when the cluster hands it the
 * port of a process that died. A start takes seconds on a busy machine; taking over takes
 * milliseconds. CLUSTER_SPARE=true (set by scripts/cluster.mjs) makes this process a spare.
 */
export function isClusterSpare(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.CLUSTER_SPARE === 'true' && typeof process.send === 'function';
}

/** Tells the cluster this spare is ready, and answers the port it is to serve once the cluster says. */
export function portFromCluster(): Promise<number> {
  return new Promise((resolve) => {
    const hear = (message: unknown) => {
      const port = (message as { listen?: unknown } | null)?.listen;
      if (typeof port !== 'number') return;
      process.off('message', hear);
      // The channel would keep the process alive and tie it to the cluster's own life: no more is said on it.
      process.disconnect?.();
      resolve(port);
    };
    process.on('message', hear);
    process.send?.({ spare: 'ready' });
  });
}
