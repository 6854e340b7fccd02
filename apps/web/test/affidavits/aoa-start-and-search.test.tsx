import { AOA_MESSAGES } from '@cpe/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AlertBar from '../../src/app/shell/AlertBar.tsx';
import CodeOfConductScreen from '../../src/features/affidavits/conduct/CodeOfConductScreen.tsx';
import AffidavitSearchScreen from '../../src/features/affidavits/search/AffidavitSearchScreen.tsx';
import StartAffidavitScreen from '../../src/features/affidavits/start/StartAffidavitScreen.tsx';
import { refStore } from '../../src/lib/reference/ref-store.ts';
import { CurrentRouteContext } from '../../src/lib/routes/current-route.ts';
import { routeByName } from '../../src/lib/routes/route-table.ts';
import { type Responder, stubFetch, urlOf, writes } from '../support/fetch-stub.ts';
import { newQueryClient } from '../support/render.tsx';

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function show(routeName: string, screenUi: ReactNode, respond: Responder) {
  const calls = stubFetch(respond);
  const route = routeByName(routeName);
  if (!route) throw new Error(routeName);
  render(
    <QueryClientProvider client={newQueryClient()}>
      <MemoryRouter initialEntries={[route.path]}>
        <CurrentRouteContext.Provider value={route}>
          <Routes>
            <Route path="*" element={screenUi} />
          </Routes>
        </CurrentRouteContext.Provider>
        <Location />
      </MemoryRouter>
      <AlertBar />
    </QueryClientProvider>,
  );
  return calls;
}

const classRow = {
  classId: 12,
  class_title: 'Ethics for Tax Professionals — Boston',
  course_title: 'Ethics for Tax Professionals',
  start_date: '2026-11-20',
  end_date: '2026-11-21',
  timezone: 'America/New_York',
  location: 'Boston Office',
  facility: 'Boston Office',
  delivery_method: 'Group Live',
  status: 'Uncertified',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function search(text: string) {
  const form = screen.getByRole('search', { name: 'Find your class' });
  fireEvent.change(within(form).getByLabelText('Search'), { target: { value: text } });
  fireEvent.change(within(form).getByLabelText('Start date'), { target: { value: '2026-11-01' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Search classes' }));
}

describe('/learner/affidavit: start an affidavit', () => {
  it('finds the class, shows it, and "Start affidavit" opens the new Draft on its Verification step', async () => {
    const calls = show('learner-affidavit', <StartAffidavitScreen />, (c) => {
      if (c.path === '/api/aoa/class-search') return { status: 200, body: [classRow] };
      if (c.path === '/api/aoa/get-class/12')
        return { status: 200, body: { ...classRow, days: [{ day: 1, date: '2026-11-20', start_time: '09:00', end_time: '10:40' }] } };
      if (c.path === '/api/aoa') return { status: 201, body: { requestId: 31, message: AOA_MESSAGES.created } };
    });
    search('ethics');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Ethics for Tax Professionals — Boston' }));
    expect(await screen.findByText('Day 1: Nov-20-2026, 09:00 AM – 10:40 AM')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start affidavit' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/learner/affidavitofattendance/31/verification'));
    expect(writes(calls).map((c) => [c.path, c.body])).toEqual([
      ['/api/aoa/class-search', { searchType: 'title', searchString: 'ethics', searchStartDate: '2026-11-01', searchEndDate: null }],
      ['/api/aoa', { classId: 12 }],
    ]);
  });

  it("says 'No Classes Found' when nothing matches, and 'Error executing class search' when the search fails", async () => {
    let fail = false;
    show('learner-affidavit', <StartAffidavitScreen />, (c) =>
      c.path === '/api/aoa/class-search'
        ? fail
          ? { status: 500, body: { message: 'Unknown middleware' } }
          : { status: 200, body: [] }
        : undefined,
    );
    search('nothing');
    expect(await screen.findByText(AOA_MESSAGES.noClassesFound)).toBeTruthy();
    fail = true;
    search('again');
    expect(await screen.findByText(AOA_MESSAGES.classSearchError)).toBeTruthy();
  });

  it('asks for a number when searching by class ID, without calling', async () => {
    const calls = show('learner-affidavit', <StartAffidavitScreen />, () => undefined);
    const form = screen.getByRole('search', { name: 'Find your class' });
    fireEvent.change(within(form).getByLabelText('Search by'), { target: { value: 'classId' } });
    search('abc');
    expect(screen.getByText('Class ID must be a number.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('/learner/coc', () => {
  it("shows the firm's Attendance and Attestation texts", () => {
    refStore.set((s) => ({
      ...s,
      settings: { ...s.settings, codeOfConduct: { Attendance: 'Be there.', Attestation: 'Tell the truth.' } },
    }));
    show('learner-coc', <CodeOfConductScreen />, () => undefined);
    expect(screen.getByTestId('conduct-attendance').textContent).toBe('Be there.');
    expect(screen.getByTestId('conduct-attestation').textContent).toBe('Tell the truth.');
  });
});

const row = (requestId: number, request_status = 'Submitted') => ({
  requestId,
  request_status,
  requestor_id: 7,
  requestor_name: 'Ada Lovelace',
  classId: 12,
  class_title: 'Ethics for Tax Professionals — Boston',
  start_date: '2026-11-20',
  verificationType: 'Documents',
  submitted_on: '2026-11-22T15:00:00.000Z',
  updated_on: '2026-11-22T15:00:00.000Z',
});

describe('affidavit searches', () => {
  it("the learner's own: POST /aoa/search scope mine with the filters set, results linking to each affidavit", async () => {
    const calls = show('learner-affidavitofattendance-search', <AffidavitSearchScreen />, (c) =>
      c.path === '/api/aoa/search' ? { status: 200, body: { items: [row(31), row(32, 'Voided')], nextCursor: null } } : undefined,
    );
    expect(await screen.findByRole('link', { name: 'Affidavit 31: Ethics for Tax Professionals — Boston' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Affidavit 32: Ethics for Tax Professionals — Boston' }).getAttribute('href')).toBe(
      '/learner/affidavitofattendance/32',
    );
    expect(screen.queryByRole('columnheader', { name: 'Requestor' })).toBeNull();
    const form = screen.getByRole('search', { name: 'Affidavit search' });
    fireEvent.change(within(form).getByLabelText('Status'), { target: { value: 'Approved' } });
    fireEvent.change(within(form).getByLabelText('Search'), { target: { value: '12' } });
    fireEvent.change(within(form).getByLabelText('Class from'), { target: { value: '2026-11-01' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/aoa/search')).toHaveLength(2));
    expect(calls.map((c) => c.body)).toEqual([
      { scope: 'mine', limit: 25 },
      { scope: 'mine', status: 'Approved', startDate: '2026-11-01', classId: 12, limit: 25 },
    ]);
  });

  it('the staff search adds the requestor, and Export CSV downloads GET /aoa/export with the same filters', async () => {
    const calls = show('learner-affidavitofattendance-admin', <AffidavitSearchScreen />, (c) => {
      if (c.path === '/api/aoa/search') return { status: 200, body: { items: [row(31)], nextCursor: null } };
      if (c.path.startsWith('/api/aoa/export'))
        return {
          status: 200,
          body: 'Request ID\n31\n',
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="affidavits.csv"' },
        };
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    // jsdom does not download: the link's click is what hands the file to the browser.
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    expect(await screen.findByRole('columnheader', { name: 'Requestor' })).toBeTruthy();
    const form = screen.getByRole('search', { name: 'Affidavit search' });
    fireEvent.change(within(form).getByLabelText('Requestor'), { target: { value: 'Ada' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/aoa/search')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(calls.some((c) => c.path.startsWith('/api/aoa/export'))).toBe(true));
    const exported = urlOf(calls.find((c) => c.path.startsWith('/api/aoa/export')) as (typeof calls)[number]);
    expect(Object.fromEntries(exported.searchParams)).toEqual({ scope: 'admin', personText: 'Ada' });
    await waitFor(() => expect(clicked).toHaveBeenCalled());
  });
});
