import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CourseScreen from '../../src/app/record-screens/CourseScreen.tsx';
import { CurrentRouteContext } from '../../src/lib/routes/current-route.ts';
import { routeByName } from '../../src/lib/routes/route-table.ts';
import { shellSlotsStore } from '../../src/lib/shell/shell-slots.ts';
import { type Call, stubFetch } from '../support/fetch-stub.ts';
import { makeCourse } from '../support/fixtures/courses.ts';
import { newQueryClient } from '../support/render.tsx';

type Feedback = { id: number; page_identifier: string; is_resolved: 0 | 1; feedback_note: string; Submitter: string; feedback_on: string };

let feedback: Feedback[];
/** A feedback item as GET /agendas/feedback/{id} answers it: the fields a test leaves out are empty. */
const asServed = (f: Feedback) => ({
  feedback_id: f.id,
  field_identifier: null,
  resolved_on: null,
  Resolver: null,
  resolution_note: null,
  ...f,
});
let calls: Call[];

function open(routeName: string, path: string, course = makeCourse()) {
  calls = stubFetch((call) => {
    if (call.path === '/api/course/7' && call.method === 'GET') return { status: 200, body: course };
    if (call.path === '/api/course/9') return { status: 404, body: { message: 'Course not found', code: 'NOT_FOUND' } };
    if (call.path === '/api/course/17')
      return { status: 403, body: { message: 'You may not view a course in status Draft.', code: 'FORBIDDEN' } };
    if (call.path === '/api/course/irs-program/reviewer/7')
      return { status: 200, body: { approver: { id: 3, name: 'Irene Approver' }, is_irs_ce: true, is_irs_ce_approved: false } };
    if (call.path === '/api/roles/people/26') return { status: 200, body: [{ id: 3, name: 'Irene Approver' }] };
    if (call.path === '/api/agendas/feedback/7' && call.method === 'GET') return { status: 200, body: feedback.map(asServed) };
    if (call.path === '/api/course/classes/7') return { status: 200, body: [] };
    if (call.path === '/api/agendas/feedback/7' && call.method === 'POST') {
      const body = call.body as { page_identifier: string; feedback_note: string };
      feedback = [...feedback, { id: 99, is_resolved: 0, Submitter: 'Ada Admin', feedback_on: '2026-09-04T15:00:00.000Z', ...body }];
      return { status: 201, body: { id: 99 } };
    }
    if (call.path.startsWith('/api/agendas/feedback/resolve/') && call.method === 'PUT') {
      const id = Number(call.path.split('/').at(-1));
      const note = (call.body as { resolution_note: string }).resolution_note;
      feedback = feedback.map((f) => (f.id === id ? { ...f, is_resolved: 1, resolution_note: note, Resolver: 'Ada Admin' } : f));
      return { status: 200, body: { message: 'Feedback resolved' } };
    }
  });
  const route = routeByName(routeName);
  if (!route) throw new Error(`no route ${routeName}`);
  const client = newQueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <CurrentRouteContext.Provider value={route}>
          <Routes>
            <Route path={route.path} element={<CourseScreen />} />
            <Route path="/accessDenied" element={<p>Access denied page</p>} />
          </Routes>
        </CurrentRouteContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const stepStatus = (key: string) => shellSlotsStore.get().steps?.find((s) => s.key === key)?.status;

beforeEach(() => {
  feedback = [
    {
      id: 1,
      page_identifier: 'Course Details',
      is_resolved: 1,
      feedback_note: 'Fine now.',
      Submitter: 'Ada Admin',
      feedback_on: '2026-09-04T15:00:00.000Z',
    },
  ];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('course workspace', () => {
  it("says 'Course {id} was not found.' on a 404, with no steps", async () => {
    open('course-id', '/course/9');
    expect(await screen.findByText('Course 9 was not found.')).toBeTruthy();
    expect(shellSlotsStore.get().steps).toEqual([]);
  });

  it('shows the header strip and subheader, and puts the steps, title and Review Summary into the shell', async () => {
    open('course-id-classes', '/course/7/classes');
    expect(await screen.findByText('No classes for this course yet.')).toBeTruthy();
    const header = screen.getByRole('region', { name: 'Header' });
    expect(within(header).getByTestId('subheader-Request Number').textContent).toBe('Request Number: 7');
    expect(within(header).getByTestId('subheader-Requestor Name').textContent).toBe('Requestor Name: Ian Instructor');
    expect(within(header).getByTestId('subheader-Request Status').textContent).toBe('Request Status: Draft');
    expect(within(header).getByTestId('subheader-Agenda Version').textContent).toBe('Agenda Version: 2');
    expect(within(header).getByTestId('subheader-Agenda Status').textContent).toBe('Agenda Status: Draft');
    expect(within(header).getByText('Group Live & Group Internet')).toBeTruthy();
    // Missing values show '----' (LRT ID, Sponsoring Organization, LOID, LMS ID in the expandable part).
    expect(within(header).getAllByText('----')).toHaveLength(4);
    // Sync is not offered without abilities.sync.
    expect(within(header).queryByRole('button', { name: /Sync/ })).toBeNull();

    await waitFor(() => expect(stepStatus('details')).toBe('resolved'));
    const slots = shellSlotsStore.get();
    expect(slots.title).toBe('Ethics for Tax Professionals');
    expect(slots.steps?.map((s) => [s.key, s.enabled, s.selected])).toEqual([
      ['details', true, false],
      ['documentation', true, false],
      ['irs', false, false],
      ['classes', true, true],
    ]);
    expect(slots.actions).toBeTruthy();
    // Classes takes no feedback: no feedback panel.
    expect(screen.queryByRole('region', { name: /^Feedback on/ })).toBeNull();
  });

  it('sends a course of the firm the user may not see to /accessDenied, never "not found"', async () => {
    open('course-id', '/course/17');
    expect(await screen.findByText('Access denied page')).toBeTruthy();
    expect(screen.queryByText(/was not found/)).toBeNull();
  });

  it('shows the IRS CE Workflow as its own step where the page configuration has it, and not again under IRS CE Information', async () => {
    const steps = [
      { step: 'details', title: 'Course Details', path: '', enabled: true },
      { step: 'irs', title: 'IRS CE Information', path: 'irs', enabled: true },
      { step: 'irsworkflow', title: 'IRS CE Workflow', path: 'irsworkflow', enabled: true },
      { step: 'classes', title: 'Class Details', path: 'classes', enabled: true },
    ];
    open('course-id-irsworkflow', '/course/7/irsworkflow', makeCourse({ steps }));
    expect(await screen.findByRole('heading', { name: 'IRS CE Workflow' })).toBeTruthy();
    expect(await screen.findByText('Irene Approver')).toBeTruthy();
    await waitFor(() => expect(shellSlotsStore.get().steps?.find((s) => s.selected)?.key).toBe('irsworkflow'));
    expect(shellSlotsStore.get().steps?.map((s) => [s.label, s.enabled, s.to])).toEqual([
      ['Course Details', true, '/course/7'],
      ['IRS CE Information', true, '/course/7/irs'],
      ['IRS CE Workflow', true, '/course/7/irsworkflow'],
      ['Class Details', true, '/course/7/classes'],
    ]);
    cleanup();
    open('course-id-irs', '/course/7/irs', makeCourse({ steps }));
    expect(await screen.findByRole('heading', { name: 'IRS CE Information' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'IRS CE Workflow' })).toBeNull();
  });

  it('shows a disabled step as not available', async () => {
    open('course-id-irs', '/course/7/irs');
    expect(await screen.findByText('This step is not available for this course.')).toBeTruthy();
  });

  it('leaves feedback from the current step, after which its step icon turns red', async () => {
    open('course-id-documentation', '/course/7/documentation');
    const panel = await screen.findByRole('region', { name: 'Feedback on Documentation' });
    expect(within(panel).getByTestId('step-feedback-summary').textContent).toBe('No feedback on this page.');
    await waitFor(() => expect(stepStatus('details')).toBe('resolved'));
    expect(stepStatus('documentation')).toBe('none');

    fireEvent.click(within(panel).getByRole('button', { name: 'Leave feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave feedback on Documentation' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save feedback' }));
    expect(await within(dialog).findByText('Required.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Feedback/), { target: { value: 'Attach the handout.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save feedback' }));

    await waitFor(() => expect(stepStatus('documentation')).toBe('unresolved'));
    const post = calls.find((c) => c.method === 'POST');
    expect(post).toMatchObject({
      path: '/api/agendas/feedback/7',
      body: { page_identifier: 'Documentation', field_identifier: null, feedback_note: 'Attach the handout.' },
    });
    expect(within(panel).getByTestId('step-feedback-summary').textContent).toBe('Feedback on this page: 1 unresolved, 0 resolved.');
  });

  it('resolves an item with a resolution note, after which the step icon turns green', async () => {
    feedback = [
      {
        id: 5,
        page_identifier: 'Documentation',
        is_resolved: 0,
        feedback_note: 'Open item.',
        Submitter: 'Ada Admin',
        feedback_on: '2026-09-04T15:00:00.000Z',
      },
    ];
    open('course-id-documentation', '/course/7/documentation');
    const panel = await screen.findByRole('region', { name: 'Feedback on Documentation' });
    await waitFor(() => expect(stepStatus('documentation')).toBe('unresolved'));
    fireEvent.click(await within(panel).findByRole('button', { name: 'Resolve feedback: Open item.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resolve feedback' });
    fireEvent.change(within(dialog).getByLabelText(/^Resolution note/), { target: { value: 'Handout attached.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(stepStatus('documentation')).toBe('resolved'));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/agendas/feedback/resolve/5',
      body: { resolution_note: 'Handout attached.' },
    });
  });

  it('offers Leave feedback only to reviewers, and Resolve only to those who edit', async () => {
    feedback = [
      {
        id: 5,
        page_identifier: 'Documentation',
        is_resolved: 0,
        feedback_note: 'Open item.',
        Submitter: 'Ada Admin',
        feedback_on: '2026-09-04T15:00:00.000Z',
      },
    ];
    open('course-id-documentation', '/course/7/documentation', makeCourse({ abilities: { leaveFeedback: false, edit: false } }));
    const panel = await screen.findByRole('region', { name: 'Feedback on Documentation' });
    expect(await within(panel).findByText('Open item.')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Leave feedback' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: /^Resolve/ })).toBeNull();
  });
});
