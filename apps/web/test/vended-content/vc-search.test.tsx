import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_CRITERIA, vendedSearchStore } from '../../src/features/vended-content/search/search-store.ts';
import VendedSearchScreen from '../../src/features/vended-content/search/VendedSearchScreen.tsx';
import { configureApi } from '../../src/lib/api-client.ts';
import { clearSession, sessionStore } from '../../src/lib/session/session-store.ts';
import { type Call, stubFetch, urlOf } from '../support/fetch-stub.ts';
import { makeUser } from '../support/fixtures/users.ts';
import { newQueryClient } from '../support/render.tsx';

const row = (id: number) => ({
  id,
  title: `Vended ${id}`,
  vendor_id: 11,
  vendor_name: 'Northwind Learning',
  course_status: 'Draft',
  delivery_method: null,
  agenda_type: 'US-CPE',
  version: 1,
  lms_id: null,
  created_by_name: 'Ada Admin',
  updated_at: '2026-09-04T15:00:00.000Z',
});
const vendor = (id: number, name: string, is_active = true) => ({
  id,
  name,
  contact_name: null,
  email_address: null,
  phone: null,
  website: null,
  is_active,
  item_count: 1,
});

let calls: Call[];

function signIn(permissions: string[]) {
  sessionStore.set({ token: 'tok', user: makeUser({ person_id: 2, permissions }), sessionTime: null, personAccountStatus: null });
}

beforeEach(() => {
  vendedSearchStore.set({ draft: EMPTY_CRITERIA, applied: EMPTY_CRITERIA, sort: 'updated' });
  signIn(['VCP001']);
  configureApi({
    token: () => sessionStore.get().token,
    userId: () => sessionStore.get().user?.person_id ?? null,
    onLoginRequired: () => {},
  });
  calls = stubFetch((call) => {
    const url = urlOf(call);
    if (url.pathname === '/api/vendedcontent/search') {
      const cursor = (call.body as { cursor?: string | null }).cursor;
      return { status: 200, body: cursor ? { items: [row(1)], nextCursor: null } : { items: [row(3), row(2)], nextCursor: 'cursor-2' } };
    }
    if (url.pathname === '/api/vendors') return { status: 200, body: [vendor(11, 'Northwind Learning'), vendor(12, 'Old Vendor', false)] };
    if (url.pathname === '/api/ref/lookups') return { status: 200, body: { deliveryMethods: [], agendaTypes: [] } };
  });
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

function show() {
  return render(
    <QueryClientProvider client={newQueryClient()}>
      <MemoryRouter>
        <VendedSearchScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const searches = () => calls.filter((c) => urlOf(c).pathname === '/api/vendedcontent/search').map((c) => c.body as Record<string, unknown>);

describe('vended content search screen', () => {
  it('pages with Load more by nextCursor and links each row to its item', async () => {
    show();
    const table = await screen.findByRole('table', { name: 'Vended content' });
    expect((await within(table).findByRole('link', { name: 'Vended 2' })).getAttribute('href')).toBe('/vendedcontent/2');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await within(table).findByText('Vended 1');
    expect(searches().map((b) => b.cursor)).toEqual([null, 'cursor-2']);
  });

  it('searches by vendor and keeps the vendor when the screen is opened again', async () => {
    const first = show();
    const select = (await screen.findByLabelText('Vendor')) as HTMLSelectElement;
    await within(select).findByText('Old Vendor (inactive)');
    fireEvent.change(select, { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ vendor_id: 11, sort: 'updated' }));
    first.unmount();
    show();
    expect(((await screen.findByLabelText('Vendor')) as HTMLSelectElement).value).toBe('11');
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ vendor_id: 11 }));
  });

  it('offers New vended content and Vendors to VCP001 holders only; Export CSV to all', async () => {
    show();
    expect(await screen.findByRole('button', { name: 'New vended content' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Vendors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vendors' });
    expect(await within(dialog).findByRole('button', { name: 'Activate Old Vendor' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Deactivate Northwind Learning' })).toBeTruthy();
    cleanup();
    signIn(['CRS007']);
    show();
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New vended content' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Vendors' })).toBeNull();
  });
});
