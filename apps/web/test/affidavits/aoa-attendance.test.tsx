import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { refStore } from '../../src/lib/reference/ref-store.ts';
import { writes } from '../support/fetch-stub.ts';
import { verifiedAoa } from '../support/fixtures/affidavits.ts';
import { loadAoaSteps, openAoa } from './open-aoa.tsx';

/** POST /aoa/roster-info: two class days; day 1 declared attended with 10 minutes away, 1.5 credits of Taxes. */
const info = (credits: number, day2 = 0) => ({
  roster: {
    person_id: 7,
    class_roster_id: 90,
    name: 'Ada Lovelace',
    email_address: 'ada@example.com',
    is_external_learner: 1,
    roster_add_method_id: 4,
    credits: [{ credits, subject_area: { subject_short_name: 'Taxes' } }],
    days: {
      '2026-11-20': { attendedDay: 1, missedTimes: [{ startAt: '09:30', returnedAt: '09:40' }], day: 1 },
      '2026-11-21': { attendedDay: day2, missedTimes: [], day: 2 },
    },
  },
  days: ['2026-11-20', '2026-11-21'],
  dayTimes: [
    { date: '2026-11-20', day: 1, start_time: '09:00', end_time: '10:40' },
    { date: '2026-11-21', day: 2, start_time: '13:00', end_time: '14:15' },
  ],
  limitationReasons: day2 ? [] : [{ kind: 'absent', message: 'Absent on day 2: 75 minutes not counted.' }],
});

beforeAll(loadAoaSteps, 30_000);
beforeEach(() => {
  refStore.set((s) => ({
    ...s,
    settings: { ...s.settings, codeOfConduct: { Attendance: 'I attended every minute I claim.', Attestation: 'I attest.' } },
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('affidavit workspace: Attendance', () => {
  it('shows the Attendance code of conduct, the days and the credits; a save sends every day and shows the new credits', async () => {
    let saved = false;
    const calls = openAoa('/learner/affidavitofattendance/31/attendance', verifiedAoa(), (c) => {
      if (c.path === '/api/aoa/roster-info') return { status: 200, body: saved ? info(3, 1) : info(1.5) };
      if (c.path === '/api/aoa/update') {
        saved = true;
        return { status: 200, body: { message: 'Affidavit saved' } };
      }
    });
    expect((await screen.findByTestId('aoa-credits-total')).textContent).toBe('Total credits: 1.5');
    expect(screen.getByTestId('conduct-attendance').textContent).toBe('I attended every minute I claim.');
    expect(screen.getByText('Absent on day 2: 75 minutes not counted.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Missed time on 2026-11-20' })).getByText('09:30 AM – 09:40 AM')).toBeTruthy();

    const save = screen.getByRole('button', { name: 'Save attendance' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Attended 2026-11-21' }));
    // Missed time outside the day's class times is refused before anything is sent.
    fireEvent.change(screen.getByLabelText('Left at (2026-11-21)'), { target: { value: '12:00' } });
    fireEvent.change(screen.getByLabelText('Returned at (2026-11-21)'), { target: { value: '12:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add missed time on 2026-11-21' }));
    expect(screen.getByText('Missed time must be within the class times of the day (13:00 to 14:15).')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Left at (2026-11-21)'), { target: { value: '13:10' } });
    fireEvent.change(screen.getByLabelText('Returned at (2026-11-21)'), { target: { value: '13:20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add missed time on 2026-11-21' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove missed time 09:30 to 09:40 on 2026-11-20' }));
    fireEvent.click(save);

    expect(await screen.findByText('Affidavit saved')).toBeTruthy();
    expect(
      writes(calls)
        .filter((c) => c.path === '/api/aoa/update')
        .map((c) => c.body),
    ).toEqual([
      {
        requestId: 31,
        days: [
          { day: 1, attended: 1, missedTimes: [] },
          { day: 2, attended: 1, missedTimes: [{ startAt: '13:10', returnedAt: '13:20' }] },
        ],
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('aoa-credits-total').textContent).toBe('Total credits: 3.0'));
    expect(calls.filter((c) => c.path === '/api/aoa/roster-info').map((c) => c.body)).toEqual([
      { rosterId: 90, requestId: 31 },
      { rosterId: 90, requestId: 31 },
    ]);
  });

  it('shows the declarations read-only once the affidavit is no longer a Draft', async () => {
    openAoa(
      '/learner/affidavitofattendance/31/attendance',
      verifiedAoa({ details: { request_status: 'Submitted' }, abilities: { canEdit: false } }),
      (c) => (c.path === '/api/aoa/roster-info' ? { status: 200, body: info(1.5) } : undefined),
    );
    expect(await screen.findByTestId('aoa-credits-total')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Attended 2026-11-20' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save attendance' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove missed time/ })).toBeNull();
  });
});
