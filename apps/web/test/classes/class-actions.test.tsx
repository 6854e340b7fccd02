import { CLASS_MESSAGES, type ClassResponse } from '@cpe/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClassActions } from '../../src/features/classes/lifecycle/ClassActions.tsx';
import { refStore } from '../../src/lib/reference/ref-store.ts';
import { alertStore } from '../../src/lib/shell/alert-store.ts';
import { type Call, stubFetch } from '../support/fetch-stub.ts';
import { makeClass } from '../support/fixtures/classes.ts';
import { newQueryClient } from '../support/render.tsx';

const validation = {
  passes_validation: 1,
  failed_validation_reason: null,
  certification: [{ section: 'Roster', validation_status: 'PASS' }],
  attestation: [{ section: 'Attendance', validation_status: 'PASS' }],
};
const queued = (unprocessed: number, errors: string[] = []) => ({
  request_id: 42,
  status: errors.length ? 'failed' : unprocessed ? 'sent' : 'done',
  qty_in_queue: unprocessed,
  unprocessed_messages: unprocessed,
  error_messages: errors,
  lms_id: null,
});

/** The certification's polling (by learning object id with type 3). */
const BY_LOID = '/api/external-requests/status-by-loid';
const loid = (unprocessed: number) => ({
  learning_object_id: 12,
  learning_object_type_id: 3,
  request_id: 42,
  action: 'class-certify',
  status: unprocessed ? 'sent' : 'done',
  qty_in_queue: unprocessed,
  unprocessed_messages: unprocessed,
  error_messages: [],
  lms_id: 'SAP-CLS-12',
});

let client = newQueryClient();
function renderActions(cls: ClassResponse) {
  client = newQueryClient();
  render(
    <QueryClientProvider client={client}>
      <ClassActions cls={cls} />
    </QueryClientProvider>,
  );
}
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const count = (calls: Call[], path: string) => calls.filter((c) => c.path === path).length;

beforeEach(() => {
  vi.useFakeTimers();
  alertStore.set(null);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('class actions (Certify, sync, void) by status', () => {
  it('shows the blocked-action message instead of acting until the course agenda is finalized', async () => {
    const calls = stubFetch(() => undefined);
    renderActions(makeClass({ actionBlocked: CLASS_MESSAGES.agendaNotFinalized }));
    for (const name of ['Certify', 'Void', 'Sync with SAP']) {
      alertStore.set(null);
      fireEvent.click(screen.getByRole('button', { name }));
      await tick(0);
      expect(alertStore.get()?.message).toBe(CLASS_MESSAGES.agendaNotFinalized);
    }
    expect(calls).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows Re-Certify for a certified class and no Certify for a voided one', () => {
    stubFetch(() => undefined);
    renderActions(makeClass({ summary: { status: 'Certified' }, abilities: { certifyLabel: 'Re-Certify', void: false } }));
    expect(screen.getByRole('button', { name: 'Re-Certify' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
    cleanup();
    renderActions(makeClass({ summary: { status: 'Voided' }, abilities: { certify: true, void: false, sync: false } }));
    expect(screen.queryByRole('button', { name: /Certify/ })).toBeNull();
  });

  it('certifies: validate, confirm, then poll status-by-loid (class id, type 3) every second until nothing is unprocessed, then reload', async () => {
    let polled = 0;
    const statuses = [loid(3), loid(1), loid(0)];
    const calls = stubFetch((call) => {
      if (call.path === '/api/class/validate/certification/12') return { status: 200, body: validation };
      if (call.method === 'PUT' && call.path === '/api/class/certify/12') return { status: 200, body: { ...queued(3), request_id: 42 } };
      if (call.method === 'POST' && call.path === BY_LOID) return { status: 200, body: statuses[Math.min(polled++, 2)] };
    });
    renderActions(makeClass());
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'Certify' }));
    await tick(0);
    const dialog = screen.getByRole('dialog', { name: 'Certify class' });
    expect(dialog.textContent).toContain('Passed Approval');
    fireEvent.click(screen.getByRole('button', { name: 'Certify' }));
    await tick(0);
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ cq_duration: 480, lmsId: 'SAP-CLS-12' });
    expect(calls.filter((c) => c.path === BY_LOID).map((c) => c.body)).toEqual([{ learningObjectId: 12, learningObjectTypeId: 3 }]);
    await tick(999);
    expect(count(calls, BY_LOID)).toBe(1);
    await tick(1);
    expect(count(calls, BY_LOID)).toBe(2);
    expect(invalidate).not.toHaveBeenCalled();
    await tick(1000);
    expect(count(calls, BY_LOID)).toBe(3);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['class', 12] });
    expect(alertStore.get()).toMatchObject({ severity: 'success', message: CLASS_MESSAGES.certificationComplete });
    await tick(5000);
    expect(count(calls, BY_LOID)).toBe(3);
    expect(count(calls, '/api/external-requests/status/42')).toBe(0);
  });

  it("stops at a failed validation with its reason, and at a failed certification with 'Could not complete Class certification' and the LMS's messages", async () => {
    let passes = 0;
    let errors: string[] = [];
    stubFetch((call) => {
      if (call.path === '/api/class/validate/certification/12')
        return { status: 200, body: { ...validation, passes_validation: passes, failed_validation_reason: 'The roster is empty.' } };
      if (call.method === 'PUT') return { status: 200, body: { ...queued(1), request_id: 42 } };
      if (call.path === BY_LOID) return { status: 200, body: { ...loid(0), status: 'failed', error_messages: errors } };
    });
    renderActions(makeClass());
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'Certify' }));
    await tick(0);
    expect(alertStore.get()).toMatchObject({ severity: 'error', message: 'The roster is empty.' });
    await tick(500);
    expect(screen.queryByRole('dialog')).toBeNull();
    passes = 1;
    const certifyOnce = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Certify' }));
      await tick(500);
      fireEvent.click(screen.getByRole('button', { name: 'Certify' }));
      await tick(0);
      const alert = alertStore.get();
      await tick(500);
      return alert;
    };
    expect(await certifyOnce()).toMatchObject({ severity: 'error', message: CLASS_MESSAGES.certificationFailed });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['class', 12] });
    errors = ['Completion for learner DEMO-1 rejected by LMS'];
    expect(await certifyOnce()).toMatchObject({
      severity: 'error',
      message: 'Could not complete Class certification: Completion for learner DEMO-1 rejected by LMS',
    });
  });

  it('syncs: polls GET /class/status/{id} every 3 s under the overlay until status_good is 1, then says so and reloads', async () => {
    let polled = 0;
    const calls = stubFetch((call) => {
      if (call.method === 'POST' && call.path === '/api/class/import/sap/12')
        return { status: 200, body: { uuid: '77', success: true, message: 'Syncing data from SAP', alertType: 'success' } };
      if (call.path === '/api/class/status/12') return { status: 200, body: { status_good: polled++ >= 2 ? 1 : 0 } };
      if (call.path === '/api/external-requests/status/77') return { status: 200, body: queued(0) };
    });
    renderActions(makeClass());
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'Sync with SAP' }));
    await tick(0);
    expect(calls[0]).toMatchObject({ body: { in_lms: 'SAP', in_class_status: 'Uncertified', in_action: 'manualClassSync' } });
    expect(screen.getByRole('dialog', { name: 'Syncing data from SAP' })).toBeTruthy();
    expect(count(calls, '/api/class/status/12')).toBe(1);
    await tick(2999);
    expect(count(calls, '/api/class/status/12')).toBe(1);
    await tick(1);
    expect(count(calls, '/api/class/status/12')).toBe(2);
    expect(invalidate).not.toHaveBeenCalled();
    await tick(3000);
    expect(count(calls, '/api/class/status/12')).toBe(3);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['class', 12] });
    expect(alertStore.get()?.message).toBe(CLASS_MESSAGES.classSynced);
    await tick(500);
    expect(screen.queryByRole('dialog', { name: 'Syncing data from SAP' })).toBeNull();
  });

  it.each(['LCVISTA', 'SABA'] as const)(
    'syncs a Certified class of a %s tenant without in_action (manualClassSync is for SAP only)',
    async (lms) => {
      const before = refStore.get();
      refStore.set((s) => ({ ...s, settings: { ...s.settings, defaultLms: lms } }));
      try {
        const calls = stubFetch((call) => {
          if (call.method === 'POST' && call.path === '/api/class/import/sap/12')
            return { status: 200, body: { uuid: '78', success: true, message: 'Syncing data from SAP', alertType: 'success' } };
          if (call.path === '/api/class/status/12') return { status: 200, body: { status_good: 1 } };
          if (call.path === '/api/external-requests/status/78') return { status: 200, body: queued(0) };
        });
        renderActions(makeClass({ summary: { status: 'Certified' } }));
        fireEvent.click(screen.getByRole('button', { name: `Sync with ${lms}` }));
        await tick(0);
        expect(screen.getByRole('dialog', { name: `Syncing data from ${lms}` })).toBeTruthy();
        expect(calls[0]?.body).toEqual({ in_lms: lms, in_class_status: 'Certified' });
        await tick(0);
        expect(alertStore.get()?.message).toBe(CLASS_MESSAGES.classSynced);
        await tick(500);
      } finally {
        refStore.set(before);
      }
    },
  );

  it("reports a refused sync with the response's message, an unsent one as 'Request could not be sent', a failed one with the LMS's messages", async () => {
    let mode: 'refused' | 'unsent' | 'failed' = 'refused';
    stubFetch((call) => {
      if (call.path === '/api/class/import/sap/12') {
        if (mode === 'refused') return { status: 409, body: { message: 'The class has no LMS id to import from.', code: 'CONFLICT' } };
        if (mode === 'unsent') throw new TypeError('Failed to fetch');
        return { status: 200, body: { uuid: '77', success: true, message: 'Syncing data from SAP', alertType: 'success' } };
      }
      if (call.path === '/api/class/status/12') return { status: 200, body: { status_good: 1 } };
      if (call.path === '/api/external-requests/status/77')
        return { status: 200, body: queued(0, ['SAP: The LMS is temporarily unavailable']) };
    });
    renderActions(makeClass());
    const sync = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sync with SAP' }));
      await tick(0);
      const alert = alertStore.get();
      // The overlay's closing transition, after which the page is reachable again.
      await tick(500);
      return alert;
    };
    expect(await sync()).toMatchObject({ severity: 'error', message: 'The class has no LMS id to import from.' });
    mode = 'unsent';
    expect(await sync()).toMatchObject({ severity: 'error', message: CLASS_MESSAGES.syncRequestFailed });
    mode = 'failed';
    expect(await sync()).toMatchObject({ severity: 'error', message: 'SAP: The LMS is temporarily unavailable' });
  });

  it("voids after the confirmation: PUT /class/{id} { in_void_class: true }, 'Class was voided', and a reload", async () => {
    const calls = stubFetch((call) =>
      call.method === 'PUT' && call.path === '/api/class/12' ? { status: 200, body: { message: 'Class details saved' } } : undefined,
    );
    renderActions(makeClass());
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click(screen.getByRole('button', { name: 'Void' }));
    fireEvent.click(screen.getByRole('button', { name: 'Void class' }));
    await tick(0);
    expect(calls).toEqual([{ method: 'PUT', path: '/api/class/12', body: { in_void_class: true } }]);
    expect(alertStore.get()).toMatchObject({ severity: 'success', message: CLASS_MESSAGES.classVoided });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['class', 12] });
  });
});
