import type { FailureMode, SandboxControl } from './types.ts';

/**
 * The tests' outage switch. 'http-error' refuses requests with 503; 'process-error' accepts
 * a submit but its messages fail. With a failCount the switch turns itself off after that
 * many failed requests, so a test can see a failure and then the recovery.
 */
export class FailureSwitch {
  mode: FailureMode = 'none';
  remaining: number | null = null;

  set(control: Pick<SandboxControl, 'failureMode' | 'failCount'>): void {
    if (control.failureMode !== undefined) this.mode = control.failureMode;
    if (control.failureMode !== undefined || control.failCount !== undefined) this.remaining = control.failCount ?? null;
  }

  /** Whether this request should fail in `mode`; counts it against failCount if so. */
  take(mode: Exclude<FailureMode, 'none'>): boolean {
    if (this.mode !== mode) return false;
    if (this.remaining !== null) {
      this.remaining -= 1;
      if (this.remaining <= 0) {
        this.mode = 'none';
        this.remaining = null;
      }
    }
    return true;
  }
}
