import { SEGMENTS_LOAD_DELAY_MS } from '@cpe/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classKey } from '../../src/features/classes/api/class-queries.ts';
import { useClassSegments } from '../../src/features/classes/api/use-class-segments.ts';
import { stubFetch } from '../support/fetch-stub.ts';
import { makeClass } from '../support/fixtures/classes.ts';
import { newQueryClient } from '../support/render.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Segments() {
  useClassSegments(12);
  return null;
}

describe('class segments', () => {
  it('reload 3500 ms after a reload of the class info, not at once', async () => {
    const calls = stubFetch((call) => {
      if (call.path === '/api/class/12') return { status: 200, body: makeClass() };
      if (call.path === '/api/class/segments/12') return { status: 200, body: [] };
    });
    const client = newQueryClient();
    render(
      <QueryClientProvider client={client}>
        <Segments />
      </QueryClientProvider>,
    );
    const segmentCalls = () => calls.filter((c) => c.path === '/api/class/segments/12').length;
    await vi.waitFor(() => expect(segmentCalls()).toBe(1));
    // The class info has loaded once; what follows is a reload of it. From here the clock is
    // fake: the spec's delay passes without the test waiting for it.
    await vi.waitFor(() => expect(client.getQueryData(classKey(12))).toBeTruthy());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      // A reload later than the first load (its dataUpdatedAt differs).
      await vi.advanceTimersByTimeAsync(50);
      await act(async () => {
        await client.invalidateQueries({ queryKey: classKey(12) });
      });
      await act(() => vi.advanceTimersByTimeAsync(SEGMENTS_LOAD_DELAY_MS - 1));
      expect(segmentCalls()).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(segmentCalls()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
