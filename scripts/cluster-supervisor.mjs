// One process of `npm run start:cluster` (an API process, or nginx), kept running: when it exits
// without being asked to, it is started again after a back-off, and the cluster says so. The
// others keep serving meanwhile (nginx skips a process that does not answer). ADR 0059.

/** The first restart waits this long; each further exit in a row doubles it, up to MAX_BACKOFF_MS. */
const FIRST_BACKOFF_MS = 100;
const MAX_BACKOFF_MS = 30_000;
/** A process that stayed ready this long starts over from the first back-off when it exits. */
const STEADY_MS = 60_000;
/** How long a (re)started process may take to answer before it counts as failed. */
const READY_WITHIN_MS = 120_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class Supervised {
  /**
   * @param {{ name: string, spawn: () => import('node:child_process').ChildProcess,
   *   ready: () => Promise<boolean>, stopSignal: NodeJS.Signals, onExit?: (child) => void,
   *   adopt?: () => import('node:child_process').ChildProcess | null }} opts
   *   `adopt` hands over a process already started (the cluster's spare), used before `spawn` on a restart.
   */
  constructor(opts) {
    this.opts = opts;
    this.child = null;
    this.stopping = false;
    this.failures = 0;
    this.readyAt = 0;
    this.timer = null;
    this.restarts = 0;
    this.adopted = false;
  }

  get pid() {
    return this.child?.pid;
  }

  /** Starts it and waits until it answers; throws when it exits or hangs first (the cluster then stops). */
  async start() {
    const child = this.#spawn();
    await this.#waitReady(child);
  }

  #spawn(adopt = false) {
    const spare = adopt ? (this.opts.adopt?.() ?? null) : null;
    const child = spare ?? this.opts.spawn();
    this.child = child;
    this.adopted = spare !== null;
    this.readyAt = 0;
    child.once('exit', (code, signal) => this.#exited(child, code, signal));
    return child;
  }

  async #waitReady(child) {
    const until = Date.now() + READY_WITHIN_MS;
    while (child.exitCode === null && child.signalCode === null) {
      if (await this.opts.ready()) {
        this.readyAt = Date.now();
        return;
      }
      if (Date.now() > until) {
        child.kill('SIGKILL');
        throw new Error(`${this.opts.name} did not answer within ${READY_WITHIN_MS / 1000} s`);
      }
      await sleep(100);
    }
    throw new Error(`${this.opts.name} exited (${child.exitCode ?? child.signalCode}) before it answered`);
  }

  #exited(child, code, signal) {
    this.opts.onExit?.(child);
    if (this.stopping || child !== this.child) return;
    const steady = this.readyAt > 0 && Date.now() - this.readyAt >= STEADY_MS;
    this.failures = steady ? 1 : this.failures + 1;
    const delay = Math.min(FIRST_BACKOFF_MS * 2 ** (this.failures - 1), MAX_BACKOFF_MS);
    const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    console.error(`${this.opts.name} (pid ${child.pid}) ${how}: restarting it in ${delay} ms`);
    const exitedAt = Date.now();
    this.timer = setTimeout(() => void this.#restart(exitedAt), delay);
  }

  async #restart(exitedAt) {
    this.timer = null;
    if (this.stopping) return;
    const child = this.#spawn(true);
    try {
      await this.#waitReady(child);
    } catch (err) {
      // Its exit (or the SIGKILL for hanging) schedules the next try, with a longer back-off.
      console.error(`${this.opts.name}: ${err instanceof Error ? err.message : err}`);
      return;
    }
    this.restarts += 1;
    const back = { name: this.opts.name, pid: child.pid, ms: Date.now() - exitedAt, spare: this.adopted };
    const how = this.adopted ? 'the spare took over' : 'started again';
    console.error(`${this.opts.name} is back (pid ${child.pid}, ${how}), ${back.ms} ms after it stopped`);
    console.log(`CLUSTER RESTARTED ${JSON.stringify(back)}`);
  }

  /** Asks it to stop (no restart) and answers once it has exited. */
  stop() {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(this.opts.stopSignal);
    return exited;
  }

  /** The second Ctrl-C: ends it at once. */
  kill() {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }
}
