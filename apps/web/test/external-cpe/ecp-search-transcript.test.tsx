import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import EcpSearchScreen from '../../src/features/external-cpe/search/EcpSearchScreen.tsx';
import { MyTranscript } from '../../src/features/transcripts/MyTranscript.tsx';
import { CurrentRouteContext } from '../../src/lib/routes/current-route.ts';
import { routeByName } from '../../src/lib/routes/route-table.ts';
import { sessionStore } from '../../src/lib/session/session-store.ts';
import { stubFetch } from '../support/fetch-stub.ts';
import { makeUser } from '../support/fixtures/users.ts';
import { newQueryClient } from '../support/render.tsx';

const ROW = {
  id: 5,
  title: 'Tax Conference 2026',
  requester: 'Lena Learner',
  request_person_id: 40,
  request_status: 'Submitted',
  sponsor_name: 'Acme CPE Institute',
  completion_date: '2026-08-02',
  total_credits: 8,
  created_on: '2026-09-01T14:00:00.000Z',
  submitted_on: '2026-09-02T14:00:00.000Z',
};

function renderAt(routeName: string, ui: ReactNode) {
  const route = routeByName(routeName);
  if (!route) throw new Error(routeName);
  render(
    <QueryClientProvider client={newQueryClient()}>
      <MemoryRouter>
        <CurrentRouteContext.Provider value={route}>{ui}</CurrentRouteContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.set({ token: null, user: null, sessionTime: null, personAccountStatus: null });
});

describe('External CPE search', () => {
  it('lists the learner’s own requests linking to their details, and searches again by status and dates', async () => {
    const calls = stubFetch((call) =>
      call.path === '/api/requests/ext-cpe/search' ? { status: 200, body: { items: [ROW], nextCursor: null } } : undefined,
    );
    renderAt('learner-cpe-search', <EcpSearchScreen />);
    const link = await screen.findByRole('link', { name: 'Tax Conference 2026' });
    expect(link.getAttribute('href')).toBe('/learner/cpe/details/5');
    expect(screen.queryByRole('columnheader', { name: 'Requester' })).toBeNull();
    expect(screen.getByRole('link', { name: 'New request from a certificate' }).getAttribute('href')).toBe('/learner/external2');
    expect(calls[0]?.body).toEqual({ scope: 'mine', cursor: null, limit: 25 });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Submitted' } });
    fireEvent.change(screen.getByLabelText('Completed from'), { target: { value: '2026-09-01' } });
    fireEvent.change(screen.getByLabelText('Completed to'), { target: { value: '2026-08-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Completed from must not be after Completed to.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Completed to'), { target: { value: '2026-09-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls.at(-1)?.body).toEqual({
        scope: 'mine',
        status: 'Submitted',
        startDate: '2026-09-01',
        endDate: '2026-09-30',
        cursor: null,
        limit: 25,
      }),
    );
  });

  it('searches every request for staff, with the requester, and exports the same search as CSV', async () => {
    const calls = stubFetch((call) => {
      if (call.path === '/api/requests/ext-cpe/search') return { status: 200, body: { items: [ROW], nextCursor: null } };
      if (call.path.startsWith('/api/requests/ext-cpe/export'))
        return { status: 200, body: 'Request ID,Title\r\n5,Tax Conference 2026\r\n', headers: { 'content-type': 'text/csv' } };
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAt('learner-cpe-admin-search', <EcpSearchScreen />);
    expect(await screen.findByRole('columnheader', { name: 'Requester' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New request' })).toBeNull();
    expect(calls[0]?.body).toEqual({ scope: 'admin', cursor: null, limit: 25 });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(calls.some((c) => c.path === '/api/requests/ext-cpe/export?scope=admin')).toBe(true);
    click.mockRestore();
  });
});

describe('My Transcript', () => {
  it('lists certified classes and approved external CPE with credits by field of study, newest first, and the totals', async () => {
    sessionStore.set({ token: 't', user: makeUser({ person_id: 40 }), sessionTime: null, personAccountStatus: null });
    const fos = (id: number, name: string, credits: number) => ({
      field_of_study_id: id,
      field_of_study: name,
      subject_short_name: name.slice(0, 3),
      credits,
    });
    const entry = (over: Record<string, unknown>) => ({
      person_id: 40,
      class_id: null,
      course_id: null,
      request_id: null,
      course_title: null,
      sponsor: null,
      location: null,
      ...over,
    });
    stubFetch((call) =>
      call.path === '/api/person/transcripts/40'
        ? {
            status: 200,
            body: {
              person_id: 40,
              from: null,
              to: null,
              entries: [
                entry({
                  source: 'external_cpe',
                  request_id: 5,
                  title: 'Revenue Recognition Deep Dive',
                  sponsor: 'Acme CPE Institute',
                  delivery_method: 'Group Internet-Based',
                  completed_on: '2026-08-14',
                  credits: 10,
                  fos_data: [fos(12, 'Accounting', 8), fos(11, 'Taxes', 2)],
                }),
                entry({
                  source: 'class',
                  class_id: 3,
                  course_id: 2,
                  title: 'Firm Tax Update: first class',
                  course_title: 'Firm Tax Update 2026',
                  sponsor: 'Demo & Partners CPAs',
                  delivery_method: 'Group Live',
                  completed_on: '2026-07-01',
                  credits: 2,
                  fos_data: [fos(11, 'Taxes', 2)],
                }),
                entry({
                  source: 'independent_study',
                  class_id: 9,
                  course_id: 8,
                  title: 'Ethics on your own',
                  course_title: 'Ethics on your own',
                  sponsor: 'Demo & Partners CPAs',
                  delivery_method: 'QAS Self Study',
                  completed_on: '2026-06-01',
                  credits: 1.5,
                  fos_data: [fos(11, 'Taxes', 1.5)],
                }),
              ],
              totals: { credits: 13.5, by_field: [fos(12, 'Accounting', 8), fos(11, 'Taxes', 5.5)] },
            },
          }
        : undefined,
    );
    renderAt('learner', <MyTranscript />);
    const table = await screen.findByRole('table', { name: 'My transcript' });
    const rows = [...table.querySelectorAll('tbody tr')].map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent));
    expect(rows).toEqual([
      [
        'Aug-14-2026',
        'External CPE',
        'Revenue Recognition Deep Dive',
        'Acme CPE Institute',
        'Group Internet-Based',
        'Accounting 8.0, Taxes 2.0',
        '10.0',
        '----',
      ],
      // A Group Live class says so (issue 27: it read '----'), and an independent study is no 'Class'.
      ['Jul-01-2026', 'Class', 'Firm Tax Update: first class', 'Firm Tax Update 2026', 'Group Live', 'Taxes 2.0', '2.0', 'Certificate'],
      [
        'Jun-01-2026',
        'Independent Study',
        'Ethics on your own',
        'Demo & Partners CPAs',
        'QAS Self Study',
        'Taxes 1.5',
        '1.5',
        'Certificate',
      ],
    ]);
    // The class line's certificate of completion (issue 15), named by what it is of.
    expect(screen.getByRole('button', { name: 'Download certificate: Firm Tax Update: first class' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByTestId('transcript-totals').textContent).toBe('Total: Accounting 8.0, Taxes 5.5');
  });
});
