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

describe('class segments', { timeout: 10_000 }, () => {
  it('reload 3500 ms after a reload of the class info, not at once (spec §4, §9)', async () => {
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
    // The class info has loaded once; what follows is a reload of it.
    await vi.waitFor(() => expect(client.getQueryData(classKey(12))).toBeTruthy());
    await new Promise((r) => setTimeout(r, 50));
    await act(async () => {
      await client.invalidateQueries({ queryKey: classKey(12) });
    });
    const reloaded = Date.now();
    // Real time: the reload waits the spec's delay, then fetches the segments once more.
    await new Promise((r) => setTimeout(r, 1000));
    expect(segmentCalls()).toBe(1);
    await vi.waitFor(() => expect(segmentCalls()).toBe(2), { timeout: SEGMENTS_LOAD_DELAY_MS + 2000, interval: 50 });
    expect(Date.now() - reloaded).toBeGreaterThanOrEqual(SEGMENTS_LOAD_DELAY_MS - 50);
  });
});
