import { route } from '@cpe/contract';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { RecordWorkspace } from '../src/components/record-workspace/RecordWorkspace.tsx';
import type { RecordType } from '../src/components/record-workspace/record-type.ts';
import { call } from '../src/lib/call.ts';
import { CurrentRouteContext } from '../src/lib/routes/current-route.ts';
import { routeByName } from '../src/lib/routes/route-table.ts';
import { shellSlotsStore } from '../src/lib/shell/shell-slots.ts';
import { stubFetch } from './support/fetch-stub.ts';

/** A made-up record type with two steps, to try the kit without course or class. */
const widgetAnswer = z.object({
  id: z.number(),
  name: z.string(),
  status: z.string(),
  steps: z.array(z.object({ key: z.string(), title: z.string(), path: z.string(), state: z.enum(['enabled', 'disabled', 'removed']) })),
});
type Widget = z.infer<typeof widgetAnswer>;
const getWidget = route({ method: 'GET', path: '/widget/:id', params: z.object({ id: z.number() }), response: widgetAnswer });
const DetailsStep = Object.assign(({ widget }: { widget: Widget }) => <p>Details of {widget.name}</p>, { preload: () => {} });

const WIDGET: RecordType<Widget, { widget: Widget }> = {
  noun: 'Class',
  record: 'class-id',
  layout: 'class',
  useRecord: (id, enabled) => useQuery({ queryKey: ['widget', id], queryFn: () => call(getWidget, { params: { id } }), enabled }),
  title: (w) => w.name,
  header: (w) => ({ items: [{ label: 'Class Title', value: w.name }], status: w.status }),
  steps: (w) => w.steps,
  stepScreens: { details: DetailsStep },
  stepProps: (widget) => ({ widget }),
  unavailableText: () => 'Not here.',
};

const widget: Widget = {
  id: 5,
  name: 'Widget five',
  status: 'Uncertified',
  steps: [
    { key: 'details', title: 'Class Details', path: '', state: 'enabled' },
    { key: 'roster', title: 'Roster', path: 'roster', state: 'disabled' },
    { key: 'audit', title: 'Audit', path: 'audit', state: 'removed' },
  ],
};

function open(path: string, routeName = 'class-id') {
  const route = routeByName(routeName);
  if (!route) throw new Error(routeName);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <CurrentRouteContext.Provider value={route}>
          <Routes>
            <Route path={route.path} element={<RecordWorkspace type={WIDGET} />} />
            <Route path="/accessDenied" element={<p>Access denied page</p>} />
          </Routes>
        </CurrentRouteContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RecordWorkspace (the record workspace kit)', () => {
  it('renders the header, the step of the subpage, and the step list without removed steps', async () => {
    stubFetch((call) => (call.path === '/api/widget/5' ? { status: 200, body: widget } : undefined));
    open('/class/5');
    expect(await screen.findByText('Details of Widget five')).toBeTruthy();
    expect(screen.getByText(/^Class Agenda Status:/).textContent).toBe('Class Agenda Status: Uncertified');
    expect(shellSlotsStore.get().title).toBe('Widget five');
    expect(shellSlotsStore.get().steps?.map((s) => [s.label, s.enabled, s.selected, s.to])).toEqual([
      ['Class Details', true, true, '/class/5'],
      ['Roster', false, false, '/class/5/roster'],
    ]);
  });

  it('says a disabled step is not available', async () => {
    stubFetch((call) => (call.path === '/api/widget/5' ? { status: 200, body: widget } : undefined));
    open('/class/5/roster', 'class-id-roster');
    expect(await screen.findByText('Not here.')).toBeTruthy();
  });

  it('says not found for an id the server could not hold, without calling it', async () => {
    const calls = stubFetch(() => undefined);
    open('/class/abc');
    expect(screen.getByText('Class abc was not found.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('goes to Access Denied on a 403, and offers Retry after a failed load', async () => {
    stubFetch((call) => (call.path === '/api/widget/5' ? { status: 403, body: { message: 'No' } } : undefined));
    open('/class/5');
    expect(await screen.findByText('Access denied page')).toBeTruthy();
    cleanup();

    let fail = true;
    stubFetch((call) => {
      if (call.path !== '/api/widget/6') return undefined;
      return fail ? { status: 500, body: { message: 'Database down' } } : { status: 200, body: { ...widget, id: 6 } };
    });
    open('/class/6');
    expect((await screen.findByRole('alert')).textContent).toContain('The class could not be loaded: Database down');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Details of Widget five')).toBeTruthy();
  });
});
