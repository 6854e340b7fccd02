import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../support/eventually.ts';

/** The test kit's one polling helper, on a fake clock. */
afterEach(() => {
  vi.useRealTimers();
});

describe('eventually', () => {
  it('answers the first value that is not undefined, null or false, asking every intervalMs', async () => {
    vi.useFakeTimers();
    const answers = [undefined, null, false, 0, 'later'];
    const probe = vi.fn(() => answers.shift());
    const found = eventually(probe, { intervalMs: 100 });
    await vi.advanceTimersByTimeAsync(300);
    // 0 is a value: only undefined, null and false mean "not yet".
    await expect(found).resolves.toBe(0);
    expect(probe).toHaveBeenCalledTimes(4);
  });

  it('asks again after a probe that throws, and names the last error when time is up', async () => {
    vi.useFakeTimers();
    const probe = vi.fn(async () => {
      throw new Error('still 3 unprocessed messages');
    });
    const found = eventually(probe, { timeoutMs: 1_000, intervalMs: 250, what: 'the certification' });
    const outcome = expect(found).rejects.toThrow('the certification: not within 1000 ms (last: still 3 unprocessed messages)');
    await vi.advanceTimersByTimeAsync(1_000);
    await outcome;
    expect(probe).toHaveBeenCalledTimes(5);
  });
});
