import type { ExternalCpeResponse } from '@cpe/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ExternalCpeScreen from '../../src/app/record-screens/ExternalCpeScreen.tsx';
import AlertBar from '../../src/app/shell/AlertBar.tsx';
import { CurrentRouteContext } from '../../src/lib/routes/current-route.ts';
import { routeByName } from '../../src/lib/routes/route-table.ts';
import { alertStore } from '../../src/lib/shell/alert-store.ts';
import { shellSlotsStore } from '../../src/lib/shell/shell-slots.ts';
import { type Call, stubFetch } from '../support/fetch-stub.ts';
import { ECP_LOOKUPS, makeEcp } from '../support/fixtures/external-cpe.ts';
import { newQueryClient } from '../support/render.tsx';

interface Item {
  id: number;
  page_identifier: string;
  is_resolved: 0 | 1;
  feedback_note: string;
  resolution_note?: string | null;
}
let feedback: Item[];
let feedbackFails: boolean;
let calls: Call[];

const served = (f: Item) => ({
  feedback_id: f.id,
  field_identifier: null,
  Submitter: 'Ada Admin',
  feedback_on: '2026-09-04T15:00:00.000Z',
  resolved_on: f.is_resolved ? '2026-09-05T15:00:00.000Z' : null,
  Resolver: f.is_resolved ? 'Lena Learner' : null,
  resolution_note: null,
  ...f,
});

function open(path: string, routeName: string, request: ExternalCpeResponse = makeEcp()) {
  calls = stubFetch((call) => {
    if (call.path === '/api/requests/ext-cpe/5' && call.method === 'GET') return { status: 200, body: request };
    if (call.path === '/api/requests/ext-cpe/6') return { status: 500, body: { message: 'Unknown middleware', code: 'INTERNAL' } };
    if (call.path === '/api/requests/ext-cpe/get/banner')
      return { status: 200, body: { request_status: 'Draft', severity: 'info', message: 'This request is a Draft.' } };
    if (call.path === '/api/requests/feedback/get')
      return feedbackFails ? { status: 500, body: { message: 'Feedback store down' } } : { status: 200, body: feedback.map(served) };
    if (call.path === '/api/ref/lookups') return { status: 200, body: ECP_LOOKUPS };
    if (call.path.startsWith('/api/requests/feedback/resolve/')) {
      const id = Number(call.path.split('/').at(-1));
      const note = (call.body as { resolution_note: string }).resolution_note;
      feedback = feedback.map((f) => (f.id === id ? { ...f, is_resolved: 1, resolution_note: note } : f));
      return { status: 200, body: { message: 'Feedback resolved' } };
    }
    if (call.path === '/api/requests/feedback' && call.method === 'POST') {
      const body = call.body as { page_identifier: string; feedback_note: string };
      feedback = [...feedback, { id: 9, is_resolved: 0, ...body }];
      return { status: 201, body: { id: 9 } };
    }
    if (call.path === '/api/requests/ext-cpe/details/5') return { status: 200, body: { message: 'External CPE request saved' } };
    if (call.path === '/api/requests/ext-cpe/update/details')
      return { status: 200, body: [{ id: 3, id_type: 'FOCUS CODE', external_id_value: 'FC-9' }] };
  });
  const route = routeByName(routeName);
  if (!route) throw new Error(routeName);
  render(
    <QueryClientProvider client={newQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <CurrentRouteContext.Provider value={route}>
          <Routes>
            <Route path={route.path} element={<ExternalCpeScreen />} />
          </Routes>
        </CurrentRouteContext.Provider>
      </MemoryRouter>
      <AlertBar />
    </QueryClientProvider>,
  );
}

const stepStatus = (key: string) => shellSlotsStore.get().steps?.find((s) => s.key === key)?.status;

beforeEach(() => {
  feedback = [];
  feedbackFails = false;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  alertStore.set(null);
  shellSlotsStore.set({});
});

describe('the external CPE request workspace', () => {
  it("sends a step route without an id (the spec's optional id) to the start of a new request", async () => {
    calls = stubFetch(() => ({ status: 404, body: { message: 'Not found' } }));
    const route = routeByName('learner-cpe-details-id');
    if (!route) throw new Error('learner-cpe-details-id');
    render(
      <QueryClientProvider client={newQueryClient()}>
        <MemoryRouter initialEntries={['/learner/cpe/details']}>
          <CurrentRouteContext.Provider value={route}>
            <Routes>
              <Route path={route.path} element={<ExternalCpeScreen />} />
              <Route path="/learner/external" element={<p>Start a request</p>} />
            </Routes>
          </CurrentRouteContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Start a request')).toBeTruthy();
    expect(screen.queryByText(/was not found/)).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows the header strip (LMS ID only with ECP007), the subheader, the banner and the steps the server enables', async () => {
    open('/learner/cpe/details/5', 'learner-cpe-details-id', makeEcp({ enabled: ['details', 'documentation', 'approvals'] }));
    const header = await screen.findByRole('region', { name: 'Header' });
    expect(within(header).getByText('Lena Learner', { selector: 'div' })).toBeTruthy();
    expect(within(header).queryByText('LMS ID')).toBeNull();
    expect(screen.getByTestId('subheader-Request Status').textContent).toBe('Request Status: Draft');
    expect((await screen.findByTestId('ecp-banner')).textContent).toBe('This request is a Draft.');
    expect(await screen.findByRole('heading', { level: 1, name: 'Request Details' })).toBeTruthy();
    const steps = shellSlotsStore.get().steps ?? [];
    expect(steps.map((s) => [s.label, s.enabled])).toEqual([
      ['Request Details', true],
      ['Sponsor Information', false],
      ['Awards', false],
      ['Documentation', true],
      ['NASBA Questions', false],
      ['Approvals', true],
      ['History', false],
      ['Audit', false],
    ]);
    expect(steps[0]?.to).toBe('/learner/cpe/details/5');
    expect(shellSlotsStore.get().title).toBe('Tax Conference 2026');
  });

  it('shows the LMS ID to a holder of ECP007 and keeps fields read-only without canEdit', async () => {
    open('/learner/cpe/details/5', 'learner-cpe-details-id', makeEcp({ abilities: { showLmsId: true, canEdit: false } }));
    const header = await screen.findByRole('region', { name: 'Header' });
    expect(within(header).getByText('LMS-77')).toBeTruthy();
    const title = (await screen.findByLabelText('Program Title')) as HTMLInputElement;
    expect(title.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('saves Request Details, saying Required. for an empty title', async () => {
    open('/learner/cpe/details/5', 'learner-cpe-details-id');
    const title = await screen.findByLabelText(/Program Title/);
    fireEvent.change(title, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required.')).toBeTruthy();
    fireEvent.change(title, { target: { value: 'Tax Conference 2026, day two' } });
    fireEvent.change(screen.getByLabelText('Focus Code'), { target: { value: 'FC-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/requests/ext-cpe/details/5')?.body).toEqual({
        title: 'Tax Conference 2026, day two',
        focus_code: 'FC-1',
      }),
    );
    expect(await screen.findByText('Request details saved')).toBeTruthy();
  });

  it('marks a page with unresolved feedback, and the requestor resolves it with a note, after which its icon turns green', async () => {
    feedback = [{ id: 1, page_identifier: 'Awards', is_resolved: 0, feedback_note: 'Split the credits by field of study.' }];
    open('/learner/cpe/awards/5', 'learner-cpe-awards-id');
    await waitFor(() => expect(stepStatus('awards')).toBe('unresolved'));
    expect(stepStatus('details')).toBe('none');
    const section = await screen.findByRole('region', { name: 'Feedback on Awards' });
    expect(within(section).queryByRole('button', { name: 'Leave feedback' })).toBeNull();
    fireEvent.click(within(section).getByRole('button', { name: /^Resolve feedback/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve feedback' });
    fireEvent.change(within(dialog).getByLabelText(/Resolution note/), { target: { value: 'Split them.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(stepStatus('awards')).toBe('resolved'));
    expect(calls.find((c) => c.path === '/api/requests/feedback/resolve/1')?.body).toEqual({ resolution_note: 'Split them.' });
  });

  it('lets staff leave feedback on the page being shown', async () => {
    open('/learner/cpe/info/5', 'learner-cpe-info-id', makeEcp({ abilities: { canLeaveFeedback: true, canResolveFeedback: false } }));
    const section = await screen.findByRole('region', { name: 'Feedback on Sponsor Information' });
    fireEvent.click(within(section).getByRole('button', { name: 'Leave feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave feedback on Sponsor Information' });
    fireEvent.change(within(dialog).getByLabelText(/^Feedback/), { target: { value: 'Add the NASBA sponsor id.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save feedback' }));
    await waitFor(() => expect(stepStatus('info')).toBe('unresolved'));
    expect(calls.find((c) => c.path === '/api/requests/feedback')?.body).toEqual({
      requestId: 5,
      page_identifier: 'Sponsor Information',
      field_identifier: null,
      feedback_note: 'Add the NASBA sponsor id.',
    });
  });

  it('shows an error alert when the request or its feedback cannot be loaded', async () => {
    open('/learner/cpe/details/6', 'learner-cpe-details-id');
    expect((await screen.findByRole('alert')).textContent).toContain('The request could not be loaded: Unknown middleware');
    cleanup();
    feedbackFails = true;
    open('/learner/cpe/details/5', 'learner-cpe-details-id');
    expect(await screen.findByText('The feedback could not be loaded: Feedback store down')).toBeTruthy();
  });

  it('adds an external id through PUT /requests/ext-cpe/update/details, saying Required. for an empty one', async () => {
    open('/learner/cpe/details/5', 'learner-cpe-details-id');
    const form = await screen.findByRole('form', { name: 'Add an external id' });
    expect(screen.getByText('No external ids.')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Required.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('ID value'), { target: { value: 'FC-9' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('External id added')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/requests/ext-cpe/update/details')?.body).toEqual({
      requestId: 5,
      externalIdMethodVerb: 'ADD',
      externalIdType: 'FOCUS CODE',
      externalId: 'FC-9',
    });
  });
});
