import type { VendedContentResponse } from '@cpe/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import VendedContentScreen from '../../src/app/record-screens/VendedContentScreen.tsx';
import AlertBar from '../../src/app/shell/AlertBar.tsx';
import { CurrentRouteContext } from '../../src/lib/routes/current-route.ts';
import { routeByName } from '../../src/lib/routes/route-table.ts';
import { shellSlotsStore } from '../../src/lib/shell/shell-slots.ts';
import { type Call, stubFetch, writes } from '../support/fetch-stub.ts';
import { newQueryClient } from '../support/render.tsx';
import { FAILING_CHECKLIST, makeVendedContent } from './vc-fixture.ts';

let item: VendedContentResponse;
let calls: Call[];

function open(routeName: string, path: string) {
  calls = stubFetch((call) => {
    if (call.path === '/api/course/vendedcontent/5') return { status: 200, body: item };
    if (call.path === '/api/agendas/feedback/5') return { status: 200, body: [] };
    if (call.path === '/api/course/workflow-history/5') return { status: 200, body: [] };
    if (call.path === '/api/ref/lookups') return { status: 200, body: { deliveryMethods: [], agendaTypes: [] } };
    if (call.path === '/api/vendedcontent/approve/5' && call.method === 'PUT') {
      item = makeVendedContent({ header: { course_status: 'Approved' }, abilities: { edit: false, approve: false } });
      return { status: 200, body: { message: 'Vended content approved', course_status: 'Approved' } };
    }
    if (call.path === '/api/vendors' && call.method === 'POST') return { status: 201, body: { id: 13 } };
    if (call.path === '/api/vendedcontent/5' && call.method === 'PUT') return { status: 200, body: { message: 'Vended content saved' } };
  });
  const route = routeByName(routeName);
  if (!route) throw new Error(`no route ${routeName}`);
  render(
    <QueryClientProvider client={newQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <CurrentRouteContext.Provider value={route}>
          <Routes>
            <Route path={route.path} element={<VendedContentScreen />} />
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

// Each test loads the workspace's and the step's chunks first: slow on a busy machine.
describe('vended content workspace', { timeout: 20_000 }, () => {
  it('shows the header under Vended Request Status and the item’s steps in the shell', async () => {
    item = makeVendedContent();
    open('vendedcontent-id-approval', '/vendedcontent/5/approval');
    const header = await screen.findByRole('region', { name: 'Header' }, { timeout: 10_000 });
    expect(within(header).getByText(/^Vended Request Status:/)).toBeTruthy();
    expect(within(header).getByText('Northwind Learning')).toBeTruthy();
    expect(within(header).getByTestId('subheader-Request Number').textContent).toBe('Request Number: 5');
    await waitFor(() => expect(shellSlotsStore.get().title).toBe('Cyber Security Awareness'));
    expect(shellSlotsStore.get().steps?.map((s) => [s.label, s.to, s.selected])).toEqual([
      ['Details', '/vendedcontent/5', false],
      ['CPE Information', '/vendedcontent/5/cpe', false],
      ['Agenda Details', '/vendedcontent/5/agenda', false],
      ['NASBA Questions', '/vendedcontent/5/nasba', false],
      ['Roster', '/vendedcontent/5/roster', false],
      ['Approval', '/vendedcontent/5/approval', true],
      ['Version', '/vendedcontent/5/version', false],
      ['Audit', '/vendedcontent/5/audit', false],
    ]);
  });

  it('shows the checklist with the Approval Checklist row FAIL, fix links, and Approve disabled saying why', async () => {
    item = makeVendedContent();
    open('vendedcontent-id-approval', '/vendedcontent/5/approval');
    const table = await screen.findByRole('table', { name: 'Approval checklist' }, { timeout: 10_000 });
    const summary = within(table).getByText('Approval Checklist').closest('tr') as HTMLElement;
    expect(within(summary).getByText('FAIL')).toBeTruthy();
    expect(
      within(table)
        .getByRole('link', { name: /Agenda Details/ })
        .getAttribute('href'),
    ).toBe('/vendedcontent/5/agenda');
    const approve = screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    expect(screen.getByText('Approve is unavailable while these sections fail: Agenda Details, NASBA Questions.')).toBeTruthy();
  });

  it('approves an item whose checklist passes, after confirming, and shows it Approved', async () => {
    item = makeVendedContent({ checklist: FAILING_CHECKLIST.map((c) => ({ ...c, validation_status: 'PASS' as const })) });
    open('vendedcontent-id-approval', '/vendedcontent/5/approval');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve vended content' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.getByTestId('subheader-Request Status').textContent).toBe('Request Status: Approved'));
    expect(writes(calls).map((c) => [c.method, c.path])).toEqual([['PUT', '/api/vendedcontent/approve/5']]);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('adds a vendor from Details and saves the item naming it', async () => {
    item = makeVendedContent();
    open('vendedcontent-id', '/vendedcontent/5');
    // The step's chunk loads first.
    fireEvent.click(await screen.findByRole('button', { name: 'New vendor' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New vendor' });
    fireEvent.change(within(dialog).getByLabelText(/Vendor name/), { target: { value: 'Fabrikam Training' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add vendor' }));
    await waitFor(() => expect((screen.getByLabelText(/^Vendor/) as HTMLSelectElement).value).toBe('13'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(calls).length).toBe(2));
    expect(writes(calls).map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/vendors', { name: 'Fabrikam Training', contact_name: null, email_address: null, phone: null, website: null }],
      ['PUT', '/api/vendedcontent/5', { vendor_id: 13 }],
    ]);
  });

  it('shows Details read-only when the item may not be edited', async () => {
    item = makeVendedContent({ header: { course_status: 'Approved' }, abilities: { edit: false, approve: false } });
    open('vendedcontent-id', '/vendedcontent/5');
    expect(((await screen.findByLabelText(/^Title/, {}, { timeout: 10_000 })) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New vendor' })).toBeNull();
  });
});
