import { CLASS_MESSAGES, compactRoster } from '@cpe/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AttendanceCodesDialog } from '../src/features/classes/codes/AttendanceCodesDialog.tsx';
import RosterStep from '../src/features/classes/roster/RosterStep.tsx';
import { configureApi } from '../src/lib/api-client.ts';
import { alertStore } from '../src/lib/shell/alert-store.ts';
import { type Reply, stubFetch, writes } from './support/fetch-stub.ts';
import { makeRoster, makeRosterClass } from './support/fixtures/roster.ts';
import { renderWithClient } from './support/render.tsx';

const LIVE = {
  attendance_code_id: 31,
  attendance_code: 'K7M2Q9XP',
  source_name: 'CPE Admin',
  // 17:00 and 18:30 on 2099-03-02 in New York (EST, UTC-5).
  expiration_date: '2099-03-02T22:00:00.000Z',
  aoa_expiration_date: '2099-03-02T23:30:00.000Z',
  day: null,
  is_expired: 0 as const,
  store: null,
};
const EXPIRED = {
  ...LIVE,
  attendance_code_id: 32,
  attendance_code: 'HH4WZ8RT',
  day: 1,
  expiration_date: '2026-01-05T15:00:00.000Z',
  is_expired: 1 as const,
};

function serveCodes(codes: unknown[], update?: Reply) {
  return stubFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/class/attendance/codes/7') return { status: 200, body: codes };
    if (call.method === 'GET' && call.path === '/api/class/roster/compact/7') return { status: 200, body: compactRoster(makeRoster([])) };
    if (call.method === 'PUT') return update ?? { status: 200, body: { message: CLASS_MESSAGES.codeExpirationUpdated, error: null } };
  });
}

const card = async (name: string) => screen.findByRole('form', { name });
const field = (form: HTMLElement, label: RegExp) => within(form).getByLabelText(label) as HTMLInputElement;
const update = (form: HTMLElement) => within(form).getByRole('button', { name: 'Update' }) as HTMLButtonElement;

beforeEach(() => configureApi({ token: () => 'token-1', userId: () => 7, onLoginRequired: () => {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  alertStore.set(null);
});

describe('Attendance Codes dialog', { timeout: 20_000 }, () => {
  it('opens from the roster toolbar and shows each code large, dates in the class timezone, expired ones marked', async () => {
    serveCodes([LIVE, EXPIRED]);
    renderWithClient(<RosterStep cls={makeRosterClass()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Attendance Codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attendance Codes' });
    const whole = await card('Attendance code Whole class');
    expect(within(whole).getByText('K7M2Q9XP')).toBeTruthy();
    expect(field(whole, /^Expiration/).value).toBe('2099-03-02 17:00');
    expect(field(whole, /^AOA expiration/).value).toBe('2099-03-02 18:30');
    expect(within(whole).queryByText('Expired')).toBeNull();
    // A live code is also shown as a QR code for learners in the room; an expired one is not.
    expect(within(whole).getByRole('img', { name: 'QR code of attendance code K7M2Q9XP' })).toBeTruthy();
    expect(within(await card('Attendance code Day 1')).queryByRole('img')).toBeNull();
    expect(within(await card('Attendance code Day 1')).getByText('Expired')).toBeTruthy();
    expect(within(dialog).getAllByText(/Times in America\/New_York/)).toHaveLength(2);
  });

  it("shows the server's message when the codes fail to load, and Retry loads them again", async () => {
    let fail = true;
    stubFetch((call) => {
      if (call.path !== '/api/class/attendance/codes/7') return undefined;
      return fail ? { status: 500, body: { message: 'Database down' } } : { status: 200, body: [LIVE] };
    });
    renderWithClient(<AttendanceCodesDialog cls={makeRosterClass()} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Attendance Codes' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The codes could not be loaded: Database down');
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await card('Attendance code Whole class')).toBeTruthy();
  });

  it('enables Update only on a valid change, and sends the instants', async () => {
    const calls = serveCodes([LIVE]);
    renderWithClient(<AttendanceCodesDialog cls={makeRosterClass()} onClose={() => {}} />);
    const form = await card('Attendance code Whole class');
    expect(update(form).disabled).toBe(true);
    fireEvent.change(field(form, /^Expiration/), { target: { value: '2099-03-02 17:00 ' } });
    expect(update(form).disabled).toBe(true);
    fireEvent.change(field(form, /^Expiration/), { target: { value: '2099-03-03 08:15' } });
    expect(update(form).disabled).toBe(false);
    fireEvent.click(update(form));
    expect(await screen.findByText(CLASS_MESSAGES.codeExpirationUpdated)).toBeTruthy();
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/api/class/attendance/codes/31',
        body: { attendance_code_id: 31, expiration_date: '2099-03-03T13:15:00.000Z', aoa_expiration_date: '2099-03-02T23:30:00.000Z' },
      },
    ]);
  });

  it("closes with 'Attendance code expiration date invalid.' on an unreadable date", async () => {
    const calls = serveCodes([LIVE]);
    const onClose = vi.fn();
    renderWithClient(<AttendanceCodesDialog cls={makeRosterClass()} onClose={onClose} />);
    const form = await card('Attendance code Whole class');
    fireEvent.change(field(form, /^Expiration/), { target: { value: '2099-02-30 10:00' } });
    expect(update(form).disabled).toBe(true);
    fireEvent.blur(field(form, /^Expiration/));
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toBe(CLASS_MESSAGES.codeExpirationInvalid);
    expect(onClose).toHaveBeenCalled();
    expect(writes(calls)).toEqual([]);
  });

  it('says at once why a date does not parse, and Enter on it closes with the message, not a silently disabled button', async () => {
    const calls = serveCodes([LIVE]);
    const onClose = vi.fn();
    renderWithClient(<AttendanceCodesDialog cls={makeRosterClass()} onClose={onClose} />);
    const form = await card('Attendance code Whole class');
    const input = field(form, /^Expiration/);
    fireEvent.change(input, { target: { value: '2099-03-02 5pm' } });
    // While typing: the field itself carries the message.
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText(CLASS_MESSAGES.codeExpirationInvalid)).toBeTruthy();
    expect(update(form).disabled).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toBe(CLASS_MESSAGES.codeExpirationInvalid);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(writes(calls)).toEqual([]);
  });

  it('shows the expiry dates in the display format of the class timezone', async () => {
    serveCodes([LIVE]);
    renderWithClient(<AttendanceCodesDialog cls={makeRosterClass()} onClose={() => {}} />);
    const form = await card('Attendance code Whole class');
    expect(within(form).getByText('Expires Mar-02-2099 05:00 PM · AOA until Mar-02-2099 06:30 PM')).toBeTruthy();
  });

  it('requires the AOA expiry unless the configuration does not, and allows an empty expiration', async () => {
    serveCodes([LIVE]);
    renderWithClient(<AttendanceCodesDialog cls={makeRosterClass()} onClose={() => {}} />);
    let form = await card('Attendance code Whole class');
    fireEvent.change(field(form, /^AOA expiration/), { target: { value: '' } });
    fireEvent.blur(field(form, /^AOA expiration/));
    expect(within(form).getByText(CLASS_MESSAGES.valueRequired)).toBeTruthy();
    expect(update(form).disabled).toBe(true);
    expect(screen.queryByText(CLASS_MESSAGES.codeExpirationInvalid)).toBeNull();
    cleanup();
    const calls = serveCodes([LIVE]);
    renderWithClient(<AttendanceCodesDialog cls={makeRosterClass()} aoaRequired={false} onClose={() => {}} />);
    form = await card('Attendance code Whole class');
    fireEvent.change(field(form, /^AOA expiration/), { target: { value: '' } });
    fireEvent.change(field(form, /^Expiration/), { target: { value: '' } });
    expect(within(form).queryByText(CLASS_MESSAGES.valueRequired)).toBeNull();
    fireEvent.click(update(form));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.body).toEqual({ attendance_code_id: 31, expiration_date: null, aoa_expiration_date: null });
  });

  it('disables editing when any code comes from another system, or without the ability', async () => {
    serveCodes([LIVE, { ...EXPIRED, source_name: 'SAP SuccessFactors' }]);
    renderWithClient(<AttendanceCodesDialog cls={makeRosterClass()} onClose={() => {}} />);
    const form = await card('Attendance code Whole class');
    expect(field(form, /^Expiration/).disabled).toBe(true);
    expect(within(form).queryByRole('button', { name: 'Update' })).toBeNull();
    expect(screen.getByText(/come from another system/)).toBeTruthy();
    cleanup();
    serveCodes([LIVE]);
    renderWithClient(<AttendanceCodesDialog cls={makeRosterClass({ abilities: { editCodeExpiry: false } })} onClose={() => {}} />);
    expect(field(await card('Attendance code Whole class'), /^AOA expiration/).disabled).toBe(true);
  });

  it("copies a code: 'Copied Attendance Code To Clipboard'", async () => {
    serveCodes([LIVE]);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithClient(<AttendanceCodesDialog cls={makeRosterClass()} onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy code K7M2Q9XP' }));
    expect(await screen.findByText(CLASS_MESSAGES.codeCopied)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('K7M2Q9XP');
  });

  it('shows the error a successful answer reads, and no success message', async () => {
    serveCodes([LIVE], {
      status: 200,
      body: { message: CLASS_MESSAGES.codeExpirationUpdated, error: 'The code was changed by someone else.' },
    });
    renderWithClient(<AttendanceCodesDialog cls={makeRosterClass()} onClose={() => {}} />);
    const form = await card('Attendance code Whole class');
    fireEvent.change(field(form, /^Expiration/), { target: { value: '2099-03-04 09:00' } });
    fireEvent.click(update(form));
    expect(await screen.findByText('The code was changed by someone else.')).toBeTruthy();
    expect(screen.queryByText(CLASS_MESSAGES.codeExpirationUpdated)).toBeNull();
  });

  it("reports a failed update with the server's sqlMessage, else the fixed message", async () => {
    for (const [reply, message] of [
      [{ status: 500, body: { message: 'Internal', sqlMessage: 'expiration_date out of range' } }, 'expiration_date out of range'],
      [{ status: 500, body: { message: 'Internal' } }, CLASS_MESSAGES.codeExpirationError],
    ] as const) {
      serveCodes([LIVE], reply);
      renderWithClient(<AttendanceCodesDialog cls={makeRosterClass()} onClose={() => {}} />);
      const form = await card('Attendance code Whole class');
      fireEvent.change(field(form, /^Expiration/), { target: { value: '2099-03-04 09:00' } });
      fireEvent.click(update(form));
      expect(await screen.findByText(message)).toBeTruthy();
      cleanup();
      alertStore.set(null);
    }
  });
});
