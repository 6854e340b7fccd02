import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/api-client.ts';
import { alertStore } from '../../src/lib/shell/alert-store.ts';
import { useRecordWrite } from '../../src/lib/use-record-write.ts';

type Roster = { attended: number[] };
const recordKey = ['class', 7] as const;
const rosterKey = ['class', 7, 'roster'] as const;

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client.setQueryData<Roster>(rosterKey, { attended: [1] });
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, invalidate, wrapper };
}

const optimistic = { queryKey: rosterKey, update: (data: Roster, id: number) => ({ attended: [...data.attended, id] }) };

beforeEach(() => alertStore.set(null));

describe('useRecordWrite (one write hook for every record)', () => {
  it('shows the change at once, says the server message, and reloads the record', async () => {
    const { client, invalidate, wrapper } = setup();
    let seen: Roster | undefined;
    const write = vi.fn(async () => {
      seen = client.getQueryData<Roster>(rosterKey);
      return { message: 'Attendance updated' };
    });
    const { result } = renderHook(() => useRecordWrite(recordKey, write, { optimistic }), { wrapper });
    await act(() => result.current.mutateAsync(2));
    expect(seen).toEqual({ attended: [1, 2] });
    expect(alertStore.get()).toMatchObject({ severity: 'success', message: 'Attendance updated' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: recordKey });
  });

  it('rolls the change back when the server refuses, says why, and reloads the record', async () => {
    const { client, invalidate, wrapper } = setup();
    const write = vi.fn(() => Promise.reject(new ApiError(400, { message: 'in_day: must be a class day' })));
    const { result } = renderHook(() => useRecordWrite(recordKey, write, { optimistic }), { wrapper });
    await act(() => result.current.mutateAsync(2).catch(() => undefined));
    expect(client.getQueryData(rosterKey)).toEqual({ attended: [1] });
    expect(alertStore.get()).toMatchObject({ severity: 'error', message: 'in_day: must be a class day' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: recordKey });
  });

  it('without an optimistic change, a failure leaves the cache alone; success may say nothing', async () => {
    const { invalidate, wrapper } = setup();
    const { result } = renderHook(() => useRecordWrite(recordKey, () => Promise.reject(new Error('x'))), { wrapper });
    await act(() => result.current.mutateAsync(undefined).catch(() => undefined));
    expect(invalidate).not.toHaveBeenCalled();
    const quiet = renderHook(() => useRecordWrite(recordKey, async () => ({ message: 'Saved it' }), { success: () => null }), { wrapper });
    alertStore.set(null);
    await act(() => quiet.result.current.mutateAsync(undefined));
    expect(alertStore.get()).toBeNull();
  });
});
