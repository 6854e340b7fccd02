import { compactRoster } from '@cpe/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bulkAttendanceQuestion, displayDay } from '../src/features/classes/roster/bulk-attendance.ts';
import RosterStep from '../src/features/classes/roster/RosterStep.tsx';
import { configureApi } from '../src/lib/api-client.ts';
import { alertStore } from '../src/lib/shell/alert-store.ts';
import { stubFetch, writes } from './support/fetch-stub.ts';
import { learner, makeRoster, makeRosterClass } from './support/fixtures/roster.ts';
import { personSearchReply } from './support/person-search.ts';
import { renderWithClient } from './support/render.tsx';

/** The roster toolbar: Add learner on an empty roster, and bulk attendance that asks first and changes the selected day only. */
const THREE = makeRoster([learner(1, 'Alice Adams', { '2026-03-02': [1] }), learner(2, 'Bob Brown'), learner(3, 'Cleo Chen')]);

function serve(roster: ReturnType<typeof makeRoster>) {
  return stubFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/class/roster/compact/7') return { status: 200, body: compactRoster(roster) };
    if (call.method === 'GET' && call.path.startsWith('/api/persons/search'))
      return personSearchReply(call.path, [{ id: 55, name: 'Dana Diaz' }]);
    if (call.path === '/api/class/participant/7') return { status: 201, body: { class_roster_id: 9, message: 'Learner added to roster' } };
    if (call.path === '/api/class/attendance/all-learners/7')
      return { status: 200, body: { message: 'Attendance updated (3 learner days changed)' } };
    return undefined;
  });
}

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

describe('the bulk attendance question', () => {
  it('names the learners and the day, in the display date format; all days without a date', () => {
    expect(bulkAttendanceQuestion({ attended: false, learners: 2000, date: '2026-11-21' })).toBe(
      'Clear attendance of 2,000 learners on Nov-21-2026?',
    );
    expect(bulkAttendanceQuestion({ attended: true, learners: 1, date: '2026-03-02' })).toBe('Mark 1 learner attended on Mar-02-2026?');
    expect(bulkAttendanceQuestion({ attended: false, learners: 3, date: null })).toBe('Clear attendance of 3 learners on all days?');
    expect(displayDay('2027-01-05')).toBe('Jan-05-2027');
  });
});

describe('the roster toolbar', { timeout: 20_000 }, () => {
  it('offers Add learner on an empty roster, and adds the first learner', async () => {
    const calls = serve(makeRoster([]));
    renderWithClient(<RosterStep cls={makeRosterClass()} />);
    expect(await screen.findByText('No learners on this roster yet.')).toBeTruthy();
    // Nothing to mark on an empty roster.
    expect(screen.queryByRole('button', { name: 'Mark everyone attended' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add learner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add learner' });
    const picker = within(dialog).getByRole('combobox', { name: 'Learner' });
    picker.focus();
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'Dana Diaz' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Learner added to roster')).toBeTruthy();
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/class/participant/7',
        body: { in_person_id: 55, in_is_external_learner: 0, in_roster_add_method_id: 1 },
      },
    ]);
  });

  it('asks before clearing, naming the learners and the selected date, and clears that day only; Cancel changes nothing', async () => {
    const calls = serve(THREE);
    renderWithClient(<RosterStep cls={makeRosterClass()} />);
    await screen.findByRole('table', { name: 'Class roster' });
    await choose('Date', 'Mar-03-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Clear attendance' }));
    let dialog = await screen.findByRole('dialog', { name: 'Clear attendance' });
    expect(within(dialog).getByText('Clear attendance of 3 learners on Mar-03-2026?')).toBeTruthy();
    // Cancel has the focus, so Enter or Escape never clears by accident.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Clear attendance' }));
    dialog = await screen.findByRole('dialog', { name: 'Clear attendance' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear attendance' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/api/class/attendance/all-learners/7', body: { in_did_attend: 0, in_day: 2 } },
    ]);
  });

  it("lets an instructor of the class take attendance (markAttendance) without changing the roster's learners", async () => {
    serve(THREE);
    renderWithClient(<RosterStep cls={makeRosterClass({ abilities: { edit: false, markAttendance: true } })} />);
    expect((await screen.findByLabelText('Cleo Chen attended 2026-03-02')).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Mark everyone attended' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add learner' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Bob Brown' })).toBeNull();
  });
});
