/**
 * The tests' "answer lost on the way back" switch (SandboxControl.answerDelayMs): a submit is
 * recorded and its ticket queued, then its answer waits. Changing the switch or closing the
 * sandbox lets every waiting answer go, so nothing outlives the sandbox.
 */
export class AnswerHold {
  delayMs = 0;
  private readonly waiting = new Set<() => void>();

  set(delayMs: number): void {
    this.delayMs = Math.max(0, delayMs);
    this.releaseAll();
  }

  /** Resolves after the delay, or at once when there is none. */
  wait(): Promise<void> {
    if (this.delayMs === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const release = () => {
        clearTimeout(timer);
        this.waiting.delete(release);
        resolve();
      };
      const timer = setTimeout(release, this.delayMs);
      this.waiting.add(release);
    });
  }

  releaseAll(): void {
    for (const release of [...this.waiting]) release();
  }
}
