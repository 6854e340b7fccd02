import { CLASS_MESSAGES, compactRoster } from '@cpe/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RosterStep from '../src/features/classes/roster/RosterStep.tsx';
import { configureApi } from '../src/lib/api-client.ts';
import { alertStore } from '../src/lib/shell/alert-store.ts';
import { type Call, type Reply, stubFetch, writes } from './support/fetch-stub.ts';
import { learner, makeRoster, makeRosterClass } from './support/fixtures/roster.ts';
import { personSearchReply } from './support/person-search.ts';
import { renderWithClient } from './support/render.tsx';

const ROSTER = makeRoster(
  [
    learner(1, 'Alice Adams', { '2026-03-02': [1, [{ id: 91, startAt: '10:00', returnedAt: '10:30' }]], '2026-03-03': [1] }),
    learner(2, 'Bob Brown', { '2026-03-02': [1] }),
    learner(3, 'Cleo Chen'),
  ],
  { '1': [{ kind: 'missedTime', message: CLASS_MESSAGES.missedMinutesOnDay(30, 1) }] },
);

/** A learner's row as a write to it answers (rosterRowsChange): the row as ROSTER has it, unless given. */
const rowChange = (rosterId: number, message: string, row = ROSTER.roster.find((e) => e.class_roster_id === rosterId)) => ({
  message,
  roster: row ? [row] : [],
  limitationReasonsObj: {},
});

/** What the server answers each write, by its path. */
function answer(call: Call): Reply {
  const id = Number(call.path.split('/').at(-1));
  if (call.path.startsWith('/api/class/attendance/all-learners/'))
    return { status: 200, body: { message: 'Attendance updated (3 learner days changed)' } };
  if (call.path.startsWith('/api/class/attendance/')) return { status: 200, body: rowChange(id, 'Attendance updated') };
  if (call.path.startsWith('/api/class/missed-time/remove/')) return { status: 200, body: rowChange(1, 'Missed time removed') };
  if (call.path.startsWith('/api/class/missed-time/')) return { status: 201, body: { id: 92, ...rowChange(id, 'Missed time recorded') } };
  return { status: 200, body: { message: 'ok' } };
}

function serveRoster(write: (call: Call) => Reply | undefined = answer) {
  return stubFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/class/roster/compact/7') return { status: 200, body: compactRoster(ROSTER) };
    if (call.method === 'GET' && call.path.startsWith('/api/persons/search'))
      return personSearchReply(call.path, [
        { id: 55, name: 'Dana Diaz' },
        { id: 56, name: 'Eve External', person_type: 'external', email: 'eve@example.com' },
      ]);
    return call.method === 'GET' ? undefined : write(call);
  });
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Class roster' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.querySelector('p')?.textContent);

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(() => configureApi({ token: () => 'token-1', userId: () => 7, onLoginRequired: () => {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  alertStore.set(null);
});

// Full MUI flows in jsdom on a shared 2-core machine take seconds each.
describe('class Roster step', { timeout: 20_000 }, () => {
  it('lists learners with credits, limitation reasons, attendance and missed time', async () => {
    serveRoster();
    renderWithClient(<RosterStep cls={makeRosterClass()} />);
    await screen.findByRole('table', { name: 'Class roster' });
    expect(rowNames()).toEqual(['Alice Adams', 'Bob Brown', 'Cleo Chen']);
    expect(screen.getByText('3 of 3 learners')).toBeTruthy();
    expect((screen.getByLabelText('Alice Adams attended 2026-03-02') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Cleo Chen attended 2026-03-02') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Alice Adams attended all days') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Bob Brown attended all days') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByLabelText('Missed time for Alice Adams on 2026-03-02: 30 minutes')).toBeTruthy();
    expect(screen.getByLabelText(`Credit limitation reasons for Alice Adams: ${CLASS_MESSAGES.missedMinutesOnDay(30, 1)}`)).toBeTruthy();
    expect(screen.getAllByText('TAX 2.5')).toHaveLength(3);
  });

  it('filters by a date: missed time, no attendance, attended', async () => {
    serveRoster();
    renderWithClient(<RosterStep cls={makeRosterClass()} />);
    await screen.findByRole('table', { name: 'Class roster' });
    await choose('Show', 'Has missed time');
    expect(rowNames()).toEqual(['Alice Adams']);
    await choose('Show', 'Did not attend');
    expect(rowNames()).toEqual(['Cleo Chen']);
    await choose('Show', 'Attended');
    expect(rowNames()).toEqual(['Alice Adams', 'Bob Brown']);
    await choose('Date', 'Mar-03-2026');
    expect(rowNames()).toEqual(['Alice Adams']);
    await choose('Show', 'Did not attend');
    expect(rowNames()).toEqual(['Bob Brown', 'Cleo Chen']);
    expect(screen.getByText('2 of 3 learners')).toBeTruthy();
  });

  it('sends a day, all days and everyone to the attendance calls', async () => {
    const calls = serveRoster();
    renderWithClient(<RosterStep cls={makeRosterClass()} />);
    fireEvent.click(await screen.findByLabelText('Cleo Chen attended 2026-03-03'));
    fireEvent.click(screen.getByLabelText('Bob Brown attended all days'));
    fireEvent.click(screen.getByLabelText('Alice Adams attended 2026-03-02'));
    fireEvent.click(screen.getByRole('button', { name: 'Mark everyone attended' }));
    const confirm = await screen.findByRole('dialog', { name: 'Mark everyone attended' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Mark attended' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(4));
    // A day's mark waits for the roster's pending reload to be cancelled, so the order of the calls may vary.
    expect(writes(calls)).toHaveLength(4);
    expect(writes(calls)).toEqual(
      expect.arrayContaining([
        { method: 'PUT', path: '/api/class/attendance/3', body: { in_day: 2, in_did_attend: 1 } },
        { method: 'PUT', path: '/api/class/attendance/all/2', body: { in_did_attend: 1 } },
        { method: 'PUT', path: '/api/class/attendance/1', body: { in_day: 1, in_did_attend: 0 } },
        { method: 'POST', path: '/api/class/attendance/all-learners/7', body: { in_did_attend: 1, in_day: 1 } },
      ]),
    );
    // Marking everyone reloads the roster; the other three answer with their rows.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/class/roster/compact/7').length).toBeGreaterThan(1));
  });

  it("shows the database's message when attendance fails", async () => {
    serveRoster(() => ({ status: 400, body: { message: 'Error', sqlMessage: 'Attendance is locked for certified classes' } }));
    renderWithClient(<RosterStep cls={makeRosterClass()} />);
    fireEvent.click(await screen.findByLabelText('Cleo Chen attended 2026-03-02'));
    expect(await screen.findByText('Attendance is locked for certified classes')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Cleo Chen attended 2026-03-02') as HTMLInputElement).checked).toBe(false));
  });

  it('ticks the box at once, before the server answers', async () => {
    const calls = serveRoster();
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      if (init?.method === 'PUT') return new Promise<Response>(() => {});
      calls.push({ method: 'GET', path: String(input), body: undefined });
      return new Response(JSON.stringify(compactRoster(ROSTER)), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    renderWithClient(<RosterStep cls={makeRosterClass()} />);
    const box = (await screen.findByLabelText('Cleo Chen attended 2026-03-03')) as HTMLInputElement;
    fireEvent.click(box);
    await waitFor(() => expect((screen.getByLabelText('Cleo Chen attended 2026-03-03') as HTMLInputElement).checked).toBe(true));
  });

  it('checks missed time before sending it, and removes an interval', async () => {
    const calls = serveRoster();
    renderWithClient(<RosterStep cls={makeRosterClass()} />);
    fireEvent.click(await screen.findByLabelText('Missed time for Alice Adams on 2026-03-02: 30 minutes'));
    const dialog = await screen.findByRole('dialog', { name: 'Missed time: Alice Adams, 2026-03-02' });
    const enter = (start: string, end: string) => {
      fireEvent.change(within(dialog).getByLabelText(/Left at/), { target: { value: start } });
      fireEvent.change(within(dialog).getByLabelText(/Returned at/), { target: { value: end } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add missed time' }));
    };
    enter('11:00', '10:45');
    expect(within(dialog).getByText(CLASS_MESSAGES.missedTimeOrder)).toBeTruthy();
    enter('08:30', '09:15');
    expect(within(dialog).getByText(CLASS_MESSAGES.missedTimeOutsideClass('09:00', '17:00'))).toBeTruthy();
    enter('10:15', '10:45');
    expect(within(dialog).getByText(CLASS_MESSAGES.missedTimeOverlap)).toBeTruthy();
    enter('1pm', '14:00');
    expect(within(dialog).getByText(CLASS_MESSAGES.missedTimeFormat)).toBeTruthy();
    expect(writes(calls)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    enter('13:00', '13:20');
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/api/class/missed-time/remove/91', body: undefined },
      { method: 'POST', path: '/api/class/missed-time/1', body: { in_day: 1, in_start_at: '13:00', in_returned_at: '13:20' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('adds an internal learner, then an external one found by e-mail (a duplicate), and removes one', async () => {
    let adds = 0;
    const calls = serveRoster((call) => {
      if (call.path === '/api/class/participant/7')
        return adds++ === 0
          ? { status: 201, body: { class_roster_id: 4, message: 'Learner added' } }
          : { status: 409, body: { message: CLASS_MESSAGES.learnerAlreadyOnRoster } };
      if (call.path === '/api/class/roster/remove/learner/2') return { status: 200, body: { message: CLASS_MESSAGES.learnerRemoved } };
    });
    renderWithClient(<RosterStep cls={makeRosterClass()} />);
    const addOnce = async (typed: string, name: string) => {
      fireEvent.click(await screen.findByRole('button', { name: 'Add learner' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add learner' });
      expect(within(dialog).getByText(/Internal or external learners/)).toBeTruthy();
      const picker = within(dialog).getByRole('combobox', { name: 'Learner' });
      picker.focus();
      fireEvent.mouseDown(picker);
      if (typed) fireEvent.change(picker, { target: { value: typed } });
      fireEvent.click(await screen.findByRole('option', { name }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    };
    await addOnce('', 'Dana Diaz');
    expect(await screen.findByText('Learner added')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await addOnce('eve@', 'Eve External');
    expect(await screen.findByText(CLASS_MESSAGES.learnerAlreadyOnRoster)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Bob Brown' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Bob Brown' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Registered twice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(CLASS_MESSAGES.learnerRemoved)).toBeTruthy();
    expect(writes(calls).map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/api/class/participant/7', { in_person_id: 55, in_is_external_learner: 0, in_roster_add_method_id: 1 }],
      ['POST', '/api/class/participant/7', { in_person_id: 56, in_is_external_learner: 1, in_roster_add_method_id: 1 }],
      ['PUT', '/api/class/roster/remove/learner/2', { message: 'Registered twice' }],
    ]);
  });

  it('is read-only without the edit and markAttendance abilities, and shows why a blocked class cannot act', async () => {
    serveRoster();
    renderWithClient(<RosterStep cls={makeRosterClass({ abilities: { edit: false, markAttendance: false, seeCodes: false } })} />);
    expect((await screen.findByLabelText('Cleo Chen attended 2026-03-02')).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Mark everyone attended' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Bob Brown' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add learner' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Attendance Codes' })).toBeNull();
    cleanup();
    renderWithClient(<RosterStep cls={makeRosterClass({ actionBlocked: CLASS_MESSAGES.agendaNotFinalized })} />);
    expect(await screen.findByText(CLASS_MESSAGES.agendaNotFinalized)).toBeTruthy();
    expect((await screen.findByLabelText('Cleo Chen attended 2026-03-02')).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Attendance Codes' })).toBeTruthy();
  });

  it('renders a bounded window of 2,000 learners and moves it on scroll', async () => {
    const many = makeRoster(Array.from({ length: 2000 }, (_, i) => learner(i + 1, `Learner ${String(i + 1).padStart(4, '0')}`)));
    stubFetch((call) => (call.path === '/api/class/roster/compact/7' ? { status: 200, body: compactRoster(many) } : undefined));
    renderWithClient(<RosterStep cls={makeRosterClass()} />);
    const table = await screen.findByRole('table', { name: 'Class roster' });
    expect(table.getAttribute('aria-rowcount')).toBe('2001');
    const rendered = () => within(table).getAllByRole('row').length - 1;
    expect(rendered()).toBeLessThanOrEqual(30);
    expect(rowNames()[0]).toBe('Learner 0001');
    // Header and rows scroll in one region, which keyboard users can focus.
    const body = screen.getByRole('region', { name: 'Class roster' });
    expect(body.tabIndex).toBe(0);
    body.scrollTop = 64 * 1000;
    fireEvent.scroll(body);
    await waitFor(() => expect(rowNames()).toContain('Learner 1001'));
    expect(rendered()).toBeLessThanOrEqual(30);
    expect(rowNames()).not.toContain('Learner 0001');
    const first = within(table).getAllByRole('row')[1];
    expect(Number(first?.getAttribute('aria-rowindex'))).toBeGreaterThan(990);
  });
});
