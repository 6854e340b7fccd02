import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SyncButton } from '../../src/features/courses/sync/SyncButton.tsx';
import { SYNC_SUCCESS_MESSAGE } from '../../src/features/courses/sync/use-course-sync.ts';
import { alertStore } from '../../src/lib/shell/alert-store.ts';
import { type Call, stubFetch } from '../support/fetch-stub.ts';
import { newQueryClient } from '../support/render.tsx';

const pending = { request_id: 42, status: 'sent', qty_in_queue: 2, unprocessed_messages: 2, error_messages: [], lms_id: null };
const done = { request_id: 42, status: 'done', qty_in_queue: 0, unprocessed_messages: 0, error_messages: [], lms_id: 'SAP-CRS-000009' };

/** No LMS sync of course 7 in flight when it opens (GET /agendas/status/{id}). */
const agendaIdle = (call: Call) => (call.path === '/api/agendas/status/7' ? { status: 200, body: { status_good: 1 } } : undefined);

/** Answers the sync call, then the queued status from `statuses` in turn (the last one repeats). */
function stubSync(statuses: object[]): Call[] {
  let polled = 0;
  return stubFetch((call) => {
    if (call.path === '/api/agendas/status/7') return agendaIdle(call);
    if (call.method === 'POST' && call.path === '/api/course/update-sap-course')
      return { status: 200, body: { data: [[{ request_id: 42 }]] } };
    if (call.path === '/api/external-requests/status/42') return { status: 200, body: statuses[Math.min(polled++, statuses.length - 1)] };
  });
}

const polls = (calls: Call[]) => calls.filter((c) => c.path === '/api/external-requests/status/42').length;
const overlay = () => screen.queryByRole('dialog', { name: 'Syncing data from SAP' });

let client: QueryClient;
function renderButton() {
  client = newQueryClient();
  render(
    <QueryClientProvider client={client}>
      <SyncButton courseId={7} />
    </QueryClientProvider>,
  );
}
const press = async () => {
  await act(() => vi.advanceTimersByTimeAsync(0));
  fireEvent.click(screen.getByRole('button', { name: 'Sync with SAP' }));
  await act(() => vi.advanceTimersByTimeAsync(0));
};

beforeEach(() => {
  vi.useFakeTimers();
  alertStore.set(null);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LMS sync of a course (LOID and queued status)', () => {
  it('polls the queued status every second under the overlay, then after 3 s says so and reloads the course', async () => {
    const calls = stubSync([pending, pending, done]);
    renderButton();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await press();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/course/update-sap-course', body: { courseId: 7 } });
    expect(polls(calls)).toBe(1);
    expect(overlay()).not.toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(polls(calls)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(polls(calls)).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(polls(calls)).toBe(3);

    // Nothing left unprocessed: the overlay goes, and 3 s later the course reloads.
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(overlay()).toBeNull();
    expect(alertStore.get()).toBeNull();
    expect(invalidate).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2500));
    expect(alertStore.get()).toMatchObject({ severity: 'success', message: SYNC_SUCCESS_MESSAGE });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['course', 7] });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(polls(calls)).toBe(3);
  });

  it('stops at qty_in_queue 0 even while messages are counted as unprocessed', async () => {
    const calls = stubSync([{ ...pending, qty_in_queue: 0, unprocessed_messages: 1 }]);
    renderButton();
    await press();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(polls(calls)).toBe(1);
    expect(alertStore.get()?.message).toBe(SYNC_SUCCESS_MESSAGE);
  });

  it('shows the error messages in the alert bar and does not reload', async () => {
    const failed = { ...done, status: 'failed', lms_id: null, error_messages: ['SAP: The LMS is temporarily unavailable', 'Try later.'] };
    const calls = stubSync([pending, failed]);
    renderButton();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await press();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(alertStore.get()).toMatchObject({ severity: 'error', message: 'SAP: The LMS is temporarily unavailable Try later.' });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(overlay()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(invalidate).not.toHaveBeenCalled();
    expect(polls(calls)).toBe(2);
  });

  it('clears the overlay and shows the server message when the sync call fails', async () => {
    stubFetch(
      (call) => agendaIdle(call) ?? { status: 403, body: { message: 'You may not sync a course in status Draft.', code: 'FORBIDDEN' } },
    );
    renderButton();
    await press();
    expect(alertStore.get()).toMatchObject({ severity: 'error', message: 'You may not sync a course in status Draft.' });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(overlay()).toBeNull();
  });

  it('stops polling when the course is left', async () => {
    const calls = stubSync([pending]);
    renderButton();
    await press();
    cleanup();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(polls(calls)).toBe(1);
    expect(alertStore.get()).toBeNull();
  });

  describe('the agenda-status poll (agenda status, status_good 1)', () => {
    const agendaPolls = (calls: Call[]) => calls.filter((c) => c.path === '/api/agendas/status/7').length;

    it('holds the button back every second while a sync of the course is in flight, then reloads the course', async () => {
      const answers = [0, 0, 1];
      let asked = 0;
      const calls = stubFetch((call) =>
        call.path === '/api/agendas/status/7' ? { status: 200, body: { status_good: answers[Math.min(asked++, 2)] } } : undefined,
      );
      renderButton();
      const invalidate = vi.spyOn(client, 'invalidateQueries');
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(agendaPolls(calls)).toBe(1);
      const busy = screen.getByRole('button', { name: 'LMS sync in progress' }) as HTMLButtonElement;
      expect(busy.disabled).toBe(true);
      await act(() => vi.advanceTimersByTimeAsync(999));
      expect(agendaPolls(calls)).toBe(1);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(agendaPolls(calls)).toBe(2);
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(agendaPolls(calls)).toBe(3);
      expect((screen.getByRole('button', { name: 'Sync with SAP' }) as HTMLButtonElement).disabled).toBe(false);
      expect(invalidate).toHaveBeenCalledWith({ queryKey: ['course', 7] });
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(agendaPolls(calls)).toBe(3);
    });

    it('asks once and reloads nothing when no sync is in flight', async () => {
      const calls = stubFetch(agendaIdle);
      renderButton();
      const invalidate = vi.spyOn(client, 'invalidateQueries');
      await act(() => vi.advanceTimersByTimeAsync(5000));
      expect(agendaPolls(calls)).toBe(1);
      expect(invalidate).not.toHaveBeenCalled();
      expect((screen.getByRole('button', { name: 'Sync with SAP' }) as HTMLButtonElement).disabled).toBe(false);
    });

    it('says a failed status call as a warning and leaves the button usable', async () => {
      stubFetch((call) => (call.path === '/api/agendas/status/7' ? { status: 500, body: { message: 'Unknown middleware' } } : undefined));
      renderButton();
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(alertStore.get()).toMatchObject({ severity: 'warning', message: 'Unknown middleware' });
      expect((screen.getByRole('button', { name: 'Sync with SAP' }) as HTMLButtonElement).disabled).toBe(false);
    });
  });
});
