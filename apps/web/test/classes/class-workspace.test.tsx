import type { ClassResponse } from '@cpe/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ClassScreen from '../../src/app/record-screens/ClassScreen.tsx';
import { CurrentRouteContext } from '../../src/lib/routes/current-route.ts';
import { routeByName } from '../../src/lib/routes/route-table.ts';
import { shellSlotsStore } from '../../src/lib/shell/shell-slots.ts';
import { stubFetch } from '../support/fetch-stub.ts';
import { makeClass } from '../support/fixtures/classes.ts';
import { newQueryClient } from '../support/render.tsx';

function open(routeName: string, path: string, cls: ClassResponse = makeClass()) {
  const calls = stubFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/class/12') return { status: 200, body: cls };
    if (call.path === '/api/class/99') return { status: 404, body: { message: 'Class not found', code: 'NOT_FOUND' } };
    if (call.path === '/api/class/history/12') return { status: 200, body: [] };
  });
  const route = routeByName(routeName);
  if (!route) throw new Error(`no route ${routeName}`);
  render(
    <QueryClientProvider client={newQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <CurrentRouteContext.Provider value={route}>
          <Routes>
            <Route path={route.path} element={<ClassScreen />} />
          </Routes>
        </CurrentRouteContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

const steps = () => shellSlotsStore.get().steps?.map((s) => [s.key, s.enabled, s.selected]);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('class workspace', () => {
  it("says 'Class {id} was not found.' on a 404, with no steps", async () => {
    open('class-id', '/class/99');
    expect(await screen.findByText('Class 99 was not found.')).toBeTruthy();
    expect(shellSlotsStore.get().steps).toEqual([]);
  });

  it("shows the header strip from the class header ('----' for missing) and puts the title and steps into the shell", async () => {
    open('class-id-background', '/class/12/background');
    expect(await screen.findByText('No workflow history yet.')).toBeTruthy();
    const header = screen.getByRole('region', { name: 'Header' });
    expect(within(header).getByText('Ethics for Tax Professionals — Boston')).toBeTruthy();
    expect(within(header).getByTestId('subheader-Class ID').textContent).toBe('Class ID: 12');
    // The status is a chip coloured by its tone, in the caption and in the items that hold a status.
    const caption = within(header).getByText(/^Class Agenda Status:/);
    expect(caption.textContent).toBe('Class Agenda Status: Uncertified');
    expect(caption.querySelector('.MuiChip-root')?.getAttribute('data-tone')).toBe('info');
    expect(within(header).getByTestId('subheader-Class Status').querySelector('.MuiChip-root')?.textContent).toBe('Uncertified');
    // Sponsor, Focus Code and Alternate ID are missing.
    expect(within(header).getAllByText('----')).toHaveLength(3);
    expect(shellSlotsStore.get().title).toBe('Ethics for Tax Professionals — Boston');
    expect(steps()?.find(([key]) => key === 'background')).toEqual(['background', true, true]);
    expect(shellSlotsStore.get().steps?.find((s) => s.key === 'agenda')?.to).toBe('/class/12/agenda');
  });

  it('disables every step of a voided class and shows none of them', async () => {
    const voided = makeClass({
      summary: { status: 'Voided' },
      steps: makeClass().steps.map((s) => ({ ...s, state: s.step === 'details' ? ('removed' as const) : ('disabled' as const) })),
    });
    open('class-id-background', '/class/12/background', voided);
    expect(await screen.findByText('This class was voided: its steps are disabled.')).toBeTruthy();
    await waitFor(() => expect(steps()?.length).toBe(8));
    // The removed Class Details step is left out; every other one is shown disabled.
    expect(steps()?.every(([, enabled]) => enabled === false)).toBe(true);
    expect(steps()?.some(([key]) => key === 'details')).toBe(false);
    expect(screen.queryByText('No workflow history yet.')).toBeNull();
  });

  it('shows a disabled step as not available', async () => {
    const cls = makeClass({ steps: makeClass().steps.map((s) => (s.step === 'credits' ? { ...s, state: 'disabled' as const } : s)) });
    open('class-id-credits', '/class/12/credits', cls);
    expect(await screen.findByText('This step is not available for this class.')).toBeTruthy();
    expect(steps()?.find(([key]) => key === 'credits')).toEqual(['credits', false, true]);
  });
});
