import { CLASS_MESSAGES, type ClassResponse } from '@cpe/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ClassScreen from '../../src/app/record-screens/ClassScreen.tsx';
import AlertBar from '../../src/app/shell/AlertBar.tsx';
import ClassesStep from '../../src/features/classes/course-classes/ClassesStep.tsx';
import { CurrentRouteContext } from '../../src/lib/routes/current-route.ts';
import { routeByName } from '../../src/lib/routes/route-table.ts';
import { alertStore } from '../../src/lib/shell/alert-store.ts';
import { type Call, type Responder, stubFetch } from '../support/fetch-stub.ts';
import { makeClass } from '../support/fixtures/classes.ts';
import { makeCourse } from '../support/fixtures/courses.ts';
import { newQueryClient as newClient, renderWithClient } from '../support/render.tsx';

/**
 * The class's calls that the spec lists and a screen now makes (issue 27, ADR 0053): the
 * engagement measures of its delivery method, its LMS events, the import of all its details,
 * and the LMS state of a course's classes.
 */
const SLOW = { timeout: 10_000 };

function open(routeName: string, path: string, more: Responder, cls: ClassResponse = makeClass()): Call[] {
  const calls = stubFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/class/12') return { status: 200, body: cls };
    if (call.path === '/api/ref/lookups') return { status: 200, body: { timezones: [] } };
    return more(call);
  });
  const route = routeByName(routeName);
  if (!route) throw new Error(`no route ${routeName}`);
  render(
    <QueryClientProvider client={newClient()}>
      <MemoryRouter initialEntries={[path]}>
        <CurrentRouteContext.Provider value={route}>
          <Routes>
            <Route path={route.path} element={<ClassScreen />} />
          </Routes>
        </CurrentRouteContext.Provider>
      </MemoryRouter>
      <AlertBar />
    </QueryClientProvider>,
  );
  return calls;
}

const loid = (over: object) => ({
  learning_object_id: 12,
  learning_object_type_id: 3,
  request_id: 9,
  action: 'class-import',
  status: 'sent',
  unprocessed_messages: 1,
  qty_in_queue: 1,
  error_messages: [],
  lms_id: null,
  ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  alertStore.set(null);
});

describe('Class Details: the engagement measures of the delivery method (POST /ref/dm-engage-types)', () => {
  it('lists the measures of the class’s method', async () => {
    const calls = open('class-id', '/class/12', (call) =>
      call.path === '/api/ref/dm-engage-types'
        ? {
            status: 200,
            body: [
              { id: 4, delivery_method_id: 2, name: 'Attendance sign-in sheet' },
              { id: 5, delivery_method_id: 2, name: 'Attendance monitor' },
            ],
          }
        : undefined,
    );
    const list = await screen.findByRole('list', { name: 'Engagement measures' }, SLOW);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Attendance sign-in sheet', 'Attendance monitor']);
    expect(screen.getByText('For Group Live:')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/ref/dm-engage-types')?.body).toEqual({ in_dm_id: 2 });
  });

  it('shows a failed call as a warning', async () => {
    open('class-id', '/class/12', (call) =>
      call.path === '/api/ref/dm-engage-types' ? { status: 500, body: { message: 'Unknown middleware' } } : undefined,
    );
    expect(await screen.findByText(/The engagement measures could not be loaded: Unknown middleware/, undefined, SLOW)).toBeTruthy();
  });
});

describe('Audit: the class’s LMS events (POST /class/events, every second until finished)', () => {
  it('shows a request in progress, polls, and stops once finished', async () => {
    let asked = 0;
    const event = { action: 'class-import', occurred_at: '2026-03-02T14:30:00.000Z', messages: [] };
    const calls = open('class-id-audit', '/class/12/audit', (call) => {
      if (call.path === '/api/audit-info') return { status: 200, body: [] };
      if (call.path === '/api/class/events') {
        asked += 1;
        return asked === 1
          ? { status: 200, body: { finished: false, events: [{ ...event, status: 'sent' }] } }
          : { status: 200, body: { finished: true, events: [{ ...event, status: 'done' }] } };
      }
    });
    expect(await screen.findByText('A request to the LMS is in progress.', undefined, SLOW)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'LMS events' });
    expect(within(table).getByText('Class sync')).toBeTruthy();
    expect(within(table).getByText('In progress')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'LMS events' })).getByText('Done')).toBeTruthy(), SLOW);
    expect(screen.queryByText('A request to the LMS is in progress.')).toBeNull();
    expect(calls.find((c) => c.path === '/api/class/events')?.body).toEqual({ classId: 12 });
    await new Promise((r) => setTimeout(r, 1200));
    expect(asked).toBe(2);
  });
});

describe('Import from SAP (POST /class/import/sap/allDetails/{id})', () => {
  it('starts the import, polls status-by-loid until nothing is unprocessed, and reloads the class', async () => {
    let polled = 0;
    const calls = open('class-id-background', '/class/12/background', (call) => {
      if (call.path === '/api/class/history/12') return { status: 200, body: [] };
      if (call.path === '/api/class/import/sap/allDetails/12')
        return { status: 200, body: { uuid: '9', success: true, message: CLASS_MESSAGES.syncingFromSap, alertType: 'success' } };
      if (call.path === '/api/external-requests/status-by-loid') {
        polled += 1;
        return { status: 200, body: polled === 1 ? loid({}) : loid({ status: 'done', unprocessed_messages: 0, qty_in_queue: 0 }) };
      }
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Import from SAP' }, SLOW));
    expect(await screen.findByRole('dialog', { name: 'Syncing data from SAP' })).toBeTruthy();
    expect(await screen.findByText(CLASS_MESSAGES.classSynced, undefined, SLOW)).toBeTruthy();
    const start = calls.find((c) => c.path === '/api/class/import/sap/allDetails/12');
    // No in_action: manualClassSync is the Sync button's, for SAP only.
    expect(start?.body).toEqual({ in_lms: 'SAP', in_class_status: 'Uncertified' });
    expect(calls.filter((c) => c.path === '/api/external-requests/status-by-loid').map((c) => c.body)).toEqual([
      { learningObjectId: 12, learningObjectTypeId: 3 },
      { learningObjectId: 12, learningObjectTypeId: 3 },
    ]);
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/class/12').length).toBeGreaterThan(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Syncing data from SAP' })).toBeNull());
  });

  it('shows the LMS’s messages when the import fails, and is not offered for a Certified class', async () => {
    open('class-id-background', '/class/12/background', (call) => {
      if (call.path === '/api/class/history/12') return { status: 200, body: [] };
      if (call.path === '/api/class/import/sap/allDetails/12')
        return { status: 200, body: { uuid: '9', success: true, message: CLASS_MESSAGES.syncingFromSap, alertType: 'success' } };
      if (call.path === '/api/external-requests/status-by-loid')
        return { status: 200, body: loid({ status: 'failed', unprocessed_messages: 0, error_messages: ['SAP: no such class'] }) };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Import from SAP' }, SLOW));
    expect(await screen.findByText('SAP: no such class', undefined, SLOW)).toBeTruthy();
    cleanup();
    open('class-id-background', '/class/12/background', () => ({ status: 200, body: [] }), makeClass({ summary: { status: 'Certified' } }));
    expect(await screen.findByText('No workflow history yet.', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Import from SAP' })).toBeNull();
  });
});

describe('a course’s classes: their LMS state (POST /external-requests/status-by-type)', () => {
  const row = (id: number, title: string) => ({
    id,
    class_title: title,
    status: 'Uncertified',
    course_id: 7,
    course_title: 'Ethics',
    start_date: '2026-03-02',
    end_date: '2026-03-02',
    timezone: 'America/New_York',
    lms_id: null,
    alternate_id: null,
    roster_count: 3,
  });

  it('shows each class’s newest request, polls while one is with the LMS, then reloads the classes', async () => {
    let asked = 0;
    const calls = stubFetch((call) => {
      if (call.path === '/api/course/classes/7') return { status: 200, body: [row(12, 'Boston'), row(13, 'Chicago')] };
      if (call.path === '/api/external-requests/status-by-type') {
        asked += 1;
        const first = asked === 1;
        return {
          status: 200,
          body: {
            learning_object_type_id: 3,
            qty_in_queue: first ? 1 : 0,
            unprocessed_messages: first ? 1 : 0,
            requests: [
              loid({ learning_object_id: 12, ...(first ? {} : { status: 'done', unprocessed_messages: 0, qty_in_queue: 0 }) }),
              loid({ learning_object_id: 13, request_id: null, action: null, status: null, unprocessed_messages: 0, qty_in_queue: 0 }),
            ],
          },
        };
      }
    });
    renderWithClient(
      <MemoryRouter>
        <ClassesStep course={makeCourse({ header: { id: 7 } })} />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('lms-state-12', undefined, SLOW)).textContent).toBe('Class sync: In progress');
    const table = screen.getByRole('table', { name: 'Classes of the course' });
    const chicago = within(table).getByRole('link', { name: 'Chicago' }).closest('tr') as HTMLElement;
    expect(within(chicago).getAllByRole('cell').at(-1)?.textContent).toBe('----');
    await waitFor(() => expect(screen.getByTestId('lms-state-12').textContent).toBe('Class sync: Done'), SLOW);
    expect(calls.find((c) => c.path === '/api/external-requests/status-by-type')?.body).toEqual({
      learningObjectTypeId: 3,
      learningObjectIds: [12, 13],
    });
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/course/classes/7')).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 1200));
    // The classes reloaded once; their statuses are asked again with them, and, none in flight, not polled.
    expect(asked).toBeLessThanOrEqual(3);
  });
});
