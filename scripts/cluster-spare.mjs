// The spare of `npm run start:cluster` (ADR 0059, apps/api/src/cluster-spare.ts): an API process
// started ahead, ready but not listening, that takes over the port of a process that died. A start
// takes seconds on a busy machine (loading, connecting, registering routes); taking over takes
// milliseconds. Once taken, the next spare starts.

const RETRY_MS = 1000;

export class Spare {
  /** @param {() => import('node:child_process').ChildProcess} spawn starts an API process with CLUSTER_SPARE=true and an IPC channel */
  constructor(spawn) {
    this.spawn = spawn;
    this.child = null;
    this.ready = false;
    this.stopping = false;
    this.waiters = [];
  }

  get pid() {
    return this.child?.pid;
  }

  /** Starts the next spare (unless one is starting or waiting). */
  fill() {
    if (this.stopping || this.child) return;
    const child = this.spawn();
    this.child = child;
    this.ready = false;
    child.on('message', (message) => {
      if (message?.spare !== 'ready' || child !== this.child) return;
      this.ready = true;
      for (const resolve of this.waiters.splice(0)) resolve();
    });
    child.once('exit', (code, signal) => {
      if (child !== this.child) return;
      this.child = null;
      this.ready = false;
      if (this.stopping) return;
      console.error(`the spare API process (pid ${child.pid}) exited (${signal ?? code}) before it was needed: another in ${RETRY_MS} ms`);
      setTimeout(() => this.fill(), RETRY_MS);
    });
  }

  /** Answers once a spare waits ready. */
  whenReady() {
    return this.ready ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }

  /** The waiting spare, told to listen on `port`, or null when none is ready (then the caller starts a process). */
  take(port) {
    if (!this.ready || !this.child) return null;
    const child = this.child;
    this.child = null;
    this.ready = false;
    child.send({ listen: port });
    this.fill();
    return child;
  }

  stop() {
    this.stopping = true;
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    return exited;
  }

  kill() {
    this.stopping = true;
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }
}
