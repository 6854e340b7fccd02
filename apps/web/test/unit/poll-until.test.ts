import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PollAbortedError, PollTimeoutError, pollUntil } from '../../src/lib/poll-until.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('pollUntil (intervals, always bounded)', () => {
  it('calls at once, then every interval after each answer, and resolves with the answer that is done', async () => {
    let n = 0;
    const fn = vi.fn(async () => ++n);
    const result = pollUntil(fn, (v) => v === 3, { intervalMs: 3000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2999);
    expect(fn).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fn).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(result).resolves.toBe(3);
  });

  it('waits 1000 ms by default and gives up after maxAttempts calls', async () => {
    const fn = vi.fn(async () => 0);
    const result = pollUntil(fn, () => false, { maxAttempts: 3 });
    const settled = expect(result).rejects.toBeInstanceOf(PollTimeoutError);
    await vi.advanceTimersByTimeAsync(2000);
    await settled;
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('gives up once timeoutMs has passed', async () => {
    const fn = vi.fn(async () => 0);
    const settled = expect(pollUntil(fn, () => false, { intervalMs: 1000, timeoutMs: 2500 })).rejects.toBeInstanceOf(PollTimeoutError);
    await vi.advanceTimersByTimeAsync(5000);
    await settled;
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('stops waiting when its signal aborts, and rejects with the failing call', async () => {
    const controller = new AbortController();
    const fn = vi.fn(async () => 0);
    const settled = expect(pollUntil(fn, () => false, { signal: controller.signal })).rejects.toBeInstanceOf(PollAbortedError);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    await settled;
    expect(fn).toHaveBeenCalledTimes(1);
    await expect(
      pollUntil(
        () => Promise.reject(new Error('down')),
        () => true,
      ),
    ).rejects.toThrow('down');
  });
});
