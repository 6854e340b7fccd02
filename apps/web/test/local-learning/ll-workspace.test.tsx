import type { LocalLearningResponse } from '@cpe/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LocalLearningScreen from '../../src/app/record-screens/LocalLearningScreen.tsx';
import AlertBar from '../../src/app/shell/AlertBar.tsx';
import { CurrentRouteContext } from '../../src/lib/routes/current-route.ts';
import { routeByName } from '../../src/lib/routes/route-table.ts';
import { type Call, stubFetch, writes } from '../support/fetch-stub.ts';
import { newQueryClient } from '../support/render.tsx';
import { makeLocalLearning } from './ll-fixture.ts';

let record: LocalLearningResponse;
let calls: Call[];

function open(routeName: string, path: string, extra: (call: Call) => { status: number; body: unknown } | undefined = () => undefined) {
  calls = stubFetch((call) => {
    if (call.path === '/api/locallearning/7' && call.method === 'GET') return { status: 200, body: record };
    if (call.path === '/api/agendas/feedback/7') return { status: 200, body: [] };
    if (call.path === '/api/course/workflow-history/7') return { status: 200, body: [] };
    return extra(call);
  });
  const route = routeByName(routeName);
  if (!route) throw new Error(`no route ${routeName}`);
  render(
    <QueryClientProvider client={newQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <CurrentRouteContext.Provider value={route}>
          <Routes>
            <Route path={route.path} element={<LocalLearningScreen />} />
          </Routes>
        </CurrentRouteContext.Provider>
      </MemoryRouter>
      <AlertBar />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the local learning workspace', () => {
  it('shows the header under Local Learning Status, with ---- for missing values, and its details form', async () => {
    record = makeLocalLearning();
    open('locallearning-id', '/locallearning/7');
    const header = await screen.findByRole('region', { name: 'Header' });
    await screen.findByRole('form', { name: 'Local Learning Details' }, { timeout: 5000 });
    expect(header.textContent).toContain('Local Learning Status: Draft');
    expect(header.textContent).toContain('Group Live');
    fireEvent.click(within(header).getByRole('button', { expanded: false }));
    expect(header.textContent).toMatch(/Class LMS ID\s*----/);
    const form = screen.getByRole('form', { name: 'Local Learning Details' });
    expect((within(form).getByLabelText(/Start date\/time/) as HTMLInputElement).value).toBe('2026-10-05 09:00');
    expect((within(form).getByLabelText(/Focus Code/) as HTMLInputElement).value).toBe('FC-100');
  });

  it('has the course’s Program Qualification on CPE Information, where the checklist’s fix link points', async () => {
    record = makeLocalLearning();
    open('locallearning-id-cpe', '/locallearning/7/cpe');
    expect(await screen.findByRole('heading', { level: 1, name: 'CPE Information' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Program Qualification' })).toBeTruthy();
  });

  it('saves changed details with start and end together', async () => {
    record = makeLocalLearning();
    open('locallearning-id', '/locallearning/7', (call) =>
      call.method === 'PUT' && call.path === '/api/locallearning/7'
        ? { status: 200, body: { message: 'Local learning saved' } }
        : undefined,
    );
    const form = await screen.findByRole('form', { name: 'Local Learning Details' }, { timeout: 5000 });
    fireEvent.change(within(form).getByLabelText(/End date\/time/), { target: { value: '2026-10-04 12:00' } });
    expect(await within(form).findByText('The end must be after the start.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/End date\/time/), { target: { value: '2026-10-07 12:00' } });
    await waitFor(() => expect((within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { method: 'PUT', path: '/api/locallearning/7', body: { start: '2026-10-05 09:00', end: '2026-10-07 12:00' } },
      ]),
    );
  });

  it("closes a Pending Delivery local learning as Not Approved after the 'Do Not Approve' confirmation", async () => {
    record = makeLocalLearning({ header: { course_status: 'Pending Delivery' }, abilities: { notApprove: true } });
    open('locallearning-id-approval', '/locallearning/7/approval', (call) =>
      call.method === 'PUT' && call.path === '/api/locallearning/workflow/7'
        ? { status: 200, body: { message: 'Local learning closed as Not Approved', course_status: 'Not Approved' } }
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Not Approved' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Do Not Approve' });
    expect(dialog.textContent).toContain('Office Tax Roundtable');
    expect(dialog.textContent).toContain('cannot be undone');
    expect(writes(calls)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not Approved' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([{ method: 'PUT', path: '/api/locallearning/workflow/7', body: { action: 'notApprove' } }]),
    );
    expect(await screen.findByText('Local learning closed as Not Approved')).toBeTruthy();
  });

  it('submits to the LMS, polls the queued request until done, says so and reloads', async () => {
    record = makeLocalLearning({ header: { course_status: 'Pending Delivery' }, abilities: { submitToLms: true } });
    let polls = 0;
    open('locallearning-id-approval', '/locallearning/7/approval', (call) => {
      if (call.method === 'POST' && call.path === '/api/csod/submit-local-learning/7') {
        record = makeLocalLearning({
          header: { course_status: 'Pending Delivery', class_lms_id: 'CS-31' },
          abilities: { submitToLms: true },
        });
        return { status: 200, body: { requestId: 55, message: 'queued' } };
      }
      if (call.path === '/api/external-requests/status/55') {
        polls++;
        const left = polls < 2 ? 1 : 0;
        return {
          status: 200,
          body: {
            request_id: 55,
            status: left ? 'sent' : 'done',
            qty_in_queue: left,
            unprocessed_messages: left,
            error_messages: [],
            lms_id: null,
          },
        };
      }
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit to LMS' }, { timeout: 5000 }));
    expect(await screen.findByText('The LMS accepted the local learning.', {}, { timeout: 4000 })).toBeTruthy();
    expect(polls).toBe(2);
    // The record reloads after the outcome (its header then has the Class LMS ID).
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/locallearning/7' && c.method === 'GET').length).toBe(2));
  });
});
