/**
 * The one way the API tests wait for work that happens outside the request they made (a
 * job, a queue, a child process, a file being written): ask `probe` again every
 * `intervalMs` until it gives a value (anything but undefined, null or false) or
 * `timeoutMs` has passed. A probe that throws (an `expect` that does not hold yet) is
 * asked again too; on time-out the last error or value is in the message.
 */
export interface EventuallyOptions {
  timeoutMs?: number;
  intervalMs?: number;
  /** What is awaited, for the time-out's message. */
  what?: string;
}

type Found<T> = Exclude<T, undefined | null | false>;

export async function eventually<T>(probe: () => T | Promise<T>, opts: EventuallyOptions = {}): Promise<Found<T>> {
  const { timeoutMs = 10_000, intervalMs = 50, what = 'the condition' } = opts;
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined && value !== null && value !== false) return value as Found<T>;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() >= deadline) {
      const detail = last instanceof Error ? last.message : JSON.stringify(last);
      throw new Error(`${what}: not within ${timeoutMs} ms (last: ${detail})`, { cause: last });
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
