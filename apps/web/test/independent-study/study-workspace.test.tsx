import type { IndependentStudyResponse } from '@cpe/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import IndependentStudyScreen from '../../src/app/record-screens/IndependentStudyScreen.tsx';
import AlertBar from '../../src/app/shell/AlertBar.tsx';
import { CurrentRouteContext } from '../../src/lib/routes/current-route.ts';
import { routeByName } from '../../src/lib/routes/route-table.ts';
import { alertStore } from '../../src/lib/shell/alert-store.ts';
import { shellSlotsStore } from '../../src/lib/shell/shell-slots.ts';
import { type Call, stubFetch, writes } from '../support/fetch-stub.ts';
import { REF_LOOKUPS } from '../support/fixtures/courses.ts';
import { makeStudy } from '../support/fixtures/independent-study.ts';
import { newQueryClient } from '../support/render.tsx';

let calls: Call[];
// A step's chunk loads on first use: slower than findBy's default second on a busy machine.
const SLOW = { timeout: 15_000 };

/**
 * Opens the study workspace at `path`; GET /ind-study/5 answers `study` (then `after`, once a
 * write happened), GET /ind-study/header/5 its header unless `header` is given.
 */
function open(
  path: string,
  routeName: string,
  study: IndependentStudyResponse,
  after?: IndependentStudyResponse,
  header?: IndependentStudyResponse['header'],
) {
  let wrote = false;
  calls = stubFetch((call) => {
    if (call.path === '/api/ind-study/5') return { status: 200, body: wrote && after ? after : study };
    if (call.path === '/api/ind-study/header/5') return { status: 200, body: header ?? (wrote && after ? after : study).header };
    if (call.path === '/api/ind-study/6') return { status: 500, body: { message: 'Database unavailable' } };
    if (call.path === '/api/agendas/feedback/5') return { status: 200, body: [] };
    if (call.path === '/api/ind-study/exam/5')
      return {
        status: 200,
        body: {
          course_id: 5,
          passing_score: 70,
          revision: 0,
          questions: [],
          required_questions: 8,
          credits: 1.5,
          editable: true,
          updated_at: null,
        },
      };
    if (call.path === '/api/ind-study/self-study/5' && call.method === 'PUT') {
      wrote = true;
      return { status: 200, body: after?.selfStudy ?? study.selfStudy };
    }
    if (call.path === '/api/ref/lookups') return { status: 200, body: REF_LOOKUPS };
    if (call.path === '/api/agendas/cpe-info/5') return { status: 200, body: { qualifications: [] } };
  });
  const route = routeByName(routeName);
  if (!route) throw new Error(routeName);
  render(
    <QueryClientProvider client={newQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <CurrentRouteContext.Provider value={route}>
          <Routes>
            <Route path={route.path} element={<IndependentStudyScreen />} />
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
  alertStore.set(null);
  shellSlotsStore.set({});
});

describe('the independent study workspace', { timeout: 30_000 }, () => {
  it('shows the caption with the status, the header strip, and the steps the server enables', async () => {
    open('/independentstudy/5/request', 'independentstudy-id-request', makeStudy());
    const header = await screen.findByRole('region', { name: 'Header' });
    expect(header.textContent).toContain('Independent Self Study Status:');
    expect(within(header).getAllByText('Draft').length).toBeGreaterThan(0);
    expect(within(header).getByText('New Independent Study', { selector: 'div' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Request' }, SLOW)).toBeTruthy();
    expect(screen.getByTestId('request-Program').textContent).toBe('Self-Study Library (3)');
    expect(screen.getByRole('link', { name: 'Self-Study Library (3)' }).getAttribute('href')).toBe('/independentstudy-requests?id=3');
    const steps = shellSlotsStore.get().steps ?? [];
    expect(steps.map((s) => [s.label, s.to, s.enabled])).toEqual([
      ['Independent Study Details', '/independentstudy/5', true],
      ['Request', '/independentstudy/5/request', true],
      ['CPE Information', '/independentstudy/5/credits', true],
      ['Agenda Details', '/independentstudy/5/agenda', true],
      ['Roster', '/independentstudy/5/roster', true],
      ['Approval', '/independentstudy/5/approval', true],
      ['Version', '/independentstudy/5/version', false],
    ]);
  });

  it('fills the header strip from GET /ind-study/header/{id}', async () => {
    const study = makeStudy();
    open('/independentstudy/5/request', 'independentstudy-id-request', study, undefined, {
      ...study.header,
      submitted_by: 'Ivy Instructor',
      request_type_name: 'New Independent Study',
    });
    const header = await screen.findByRole('region', { name: 'Header' });
    await waitFor(() => expect(within(header).getAllByText('Ivy Instructor').length).toBeGreaterThan(0));
    expect(calls.filter((c) => c.path === '/api/ind-study/header/5')).toHaveLength(1);
  });

  it('saves the self-study counts and shows the credits and minimums the server computed', async () => {
    const before = makeStudy({ selfStudy: { words: null, media_minutes: null, review_questions: null, exam_questions: null, credits: 0 } });
    const after = makeStudy({ selfStudy: { credits: 1.5, required_review_questions: 5, required_exam_questions: 8 } });
    open('/independentstudy/5/credits', 'independentstudy-id-credits', before, after);
    const form = await screen.findByRole('form', { name: 'Self-study counts' }, SLOW);
    expect(screen.getByTestId('self-study-credits').textContent).toBe('0.0');
    fireEvent.change(within(form).getByLabelText('Words'), { target: { value: '9000' } });
    fireEvent.change(within(form).getByLabelText('Audio/video minutes'), { target: { value: '20' } });
    fireEvent.change(within(form).getByLabelText('Review questions'), { target: { value: '6' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('self-study-credits').textContent).toBe('1.5'), SLOW);
    expect(screen.getByTestId('self-study-minimums').textContent).toBe('Required: 5 review questions and 8 final exam questions.');
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/api/ind-study/self-study/5',
        body: { words: 9000, media_minutes: 20, review_questions: 6, prerequisites: null },
      },
    ]);
  });

  it('asks for prerequisites when a module calls for them, beside the field, and sends them one per line', async () => {
    const intermediate = makeStudy({ selfStudy: { prerequisites_required: true } });
    const after = makeStudy({ selfStudy: { prerequisites_required: true, prerequisites: '["Basic ethics","Firm policy"]' } });
    open('/independentstudy/5/credits', 'independentstudy-id-credits', intermediate, after);
    const form = await screen.findByRole('form', { name: 'Self-study counts' }, SLOW);
    const field = within(form).getByRole('textbox', { name: /Prerequisites/ });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Required.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    fireEvent.change(field, { target: { value: 'Basic ethics\n\nFirm policy ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1), SLOW);
    expect(writes(calls)[0]?.body).toMatchObject({ prerequisites: '["Basic ethics","Firm policy"]' });
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe('Basic ethics\nFirm policy'), SLOW);
  });

  it('refuses a count that is not a whole number before asking the server', async () => {
    open('/independentstudy/5/credits', 'independentstudy-id-credits', makeStudy());
    const form = await screen.findByRole('form', { name: 'Self-study counts' }, SLOW);
    fireEvent.change(within(form).getByLabelText('Words'), { target: { value: '9,5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter a whole number.')).toBeTruthy();
    expect(writes(calls)).toEqual([]);
  });

  it('reads the details without a Save button for anyone but the creator of a Draft', async () => {
    open('/independentstudy/5', 'independentstudy-id', makeStudy({ abilities: { edit: false, submit: false } }));
    const form = await screen.findByRole('form', { name: 'Independent Study Details' }, SLOW);
    expect((within(form).getByLabelText(/Title/) as HTMLInputElement).disabled).toBe(true);
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByText('Only its creator edits an independent study, and only while it is a Draft.')).toBeTruthy();
  });

  it("says 'An error occured.' in a snackbar when the study cannot be loaded", async () => {
    open('/independentstudy/6', 'independentstudy-id', makeStudy());
    expect(await screen.findByText('An error occured.')).toBeTruthy();
    expect(await screen.findByText(/Database unavailable/)).toBeTruthy();
  });
});
