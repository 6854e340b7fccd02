import { CLASS_MESSAGES, compactRoster } from '@cpe/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AttendanceCodeScreen from '../src/features/classes/attend/AttendanceCodeScreen.tsx';
import InstructorAgendaScreen from '../src/features/classes/instructor/InstructorAgendaScreen.tsx';
import InstructorClassScreen from '../src/features/classes/instructor/InstructorClassScreen.tsx';
import InstructorRosterScreen from '../src/features/classes/instructor/InstructorRosterScreen.tsx';
import { configureApi } from '../src/lib/api-client.ts';
import { alertStore } from '../src/lib/shell/alert-store.ts';
import { stubFetch, writes } from './support/fetch-stub.ts';
import { learner, makeRoster, makeRosterClass } from './support/fixtures/roster.ts';
import { renderWithClient } from './support/render.tsx';

const ATTENDABLE = [
  { id: 7, class_title: 'Ethics for Tax Professionals, March', dates: ['2026-03-02', '2026-03-03'] },
  { id: 8, class_title: 'Lease Accounting Live', dates: ['2026-03-09'] },
];
const REPLIES: Record<string, { is_valid_attend_code: boolean; is_expired: boolean; message: string }> = {
  K7M2Q9XP: { is_valid_attend_code: true, is_expired: false, message: CLASS_MESSAGES.codeVerified },
  HH4WZ8RT: { is_valid_attend_code: false, is_expired: true, message: CLASS_MESSAGES.codeExpired },
  AAAAAAAA: { is_valid_attend_code: false, is_expired: false, message: CLASS_MESSAGES.codeWrongClass },
};

beforeEach(() => configureApi({ token: () => 'token-1', userId: () => 7, onLoginRequired: () => {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  alertStore.set(null);
});

describe('learner attendance-code entry', { timeout: 20_000 }, () => {
  it('verifies a code for the chosen class: valid, expired, wrong class', async () => {
    const calls = stubFetch((call) => {
      if (call.path === '/api/class/attendable') return { status: 200, body: ATTENDABLE };
      if (call.method === 'POST' && call.path === '/api/class/attend-code') {
        const { attendCode } = call.body as { attendCode: string };
        return { status: 200, body: REPLIES[attendCode] };
      }
    });
    renderWithClient(<AttendanceCodeScreen />);
    const submit = await screen.findByRole('button', { name: 'Submit code' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Class/ }));
    expect(await screen.findByRole('option', { name: 'Ethics for Tax Professionals, March (Mar-02-2026, Mar-03-2026)' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('option', { name: 'Lease Accounting Live (Mar-09-2026)' }));
    const enter = async (code: string, message: string) => {
      fireEvent.change(screen.getByRole('textbox', { name: /Attendance code/ }), { target: { value: code } });
      fireEvent.click(submit);
      expect(await screen.findByText(message)).toBeTruthy();
    };
    // Typed as the learner reads it off the screen: lower case, with a space.
    await enter('k7m2 q9xp', CLASS_MESSAGES.codeVerified);
    await enter('HH4W-Z8RT', CLASS_MESSAGES.codeExpired);
    await enter('AAAAAAAA', CLASS_MESSAGES.codeWrongClass);
    expect(writes(calls).map((c) => c.body)).toEqual([
      { classId: 8, attendCode: 'K7M2Q9XP' },
      { classId: 8, attendCode: 'HH4WZ8RT' },
      { classId: 8, attendCode: 'AAAAAAAA' },
    ]);
  });

  it('fills in the class and code of a scanned QR link', async () => {
    window.history.replaceState(null, '', '/learner/attendance?class=8&code=K7M2Q9XP');
    const calls = stubFetch((call) =>
      call.path === '/api/class/attendable' ? { status: 200, body: ATTENDABLE } : { status: 200, body: REPLIES.K7M2Q9XP },
    );
    renderWithClient(<AttendanceCodeScreen />);
    expect(((await screen.findByRole('textbox', { name: /Attendance code/ })) as HTMLInputElement).value).toBe('K7M2Q9XP');
    fireEvent.click(screen.getByRole('button', { name: 'Submit code' }));
    expect(await screen.findByText(CLASS_MESSAGES.codeVerified)).toBeTruthy();
    expect(writes(calls).map((c) => c.body)).toEqual([{ classId: 8, attendCode: 'K7M2Q9XP' }]);
    window.history.replaceState(null, '', '/');
  });

  it('says so when there is no class to enter a code for', async () => {
    stubFetch(() => ({ status: 200, body: [] }));
    renderWithClient(<AttendanceCodeScreen />);
    expect(await screen.findByText('There are no classes you can enter an attendance code for.')).toBeTruthy();
  });
});

const SEGMENTS = [
  {
    module_id: 1,
    title: 'Ethics rules',
    day: 1,
    date: '2026-03-02',
    start_time: '09:00:00',
    end_time: '10:40:00',
    is_credit_qualified: true,
    instructors: [{ person_id: 4, name: 'Ian Instructor' }],
  },
  {
    module_id: 2,
    title: 'Lunch',
    day: 1,
    date: '2026-03-02',
    start_time: '12:00:00',
    end_time: '13:00:00',
    is_credit_qualified: false,
    instructors: [],
  },
  {
    module_id: 3,
    title: 'Case studies',
    day: 2,
    date: '2026-03-03',
    start_time: '09:00',
    end_time: '11:00',
    is_credit_qualified: true,
    instructors: [],
  },
];

function renderInstructor(path: string) {
  return renderWithClient(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/instructor/class/:id" element={<InstructorClassScreen />} />
        <Route path="/instructor/roster/:id" element={<InstructorRosterScreen />} />
        <Route path="/instructor/agenda/:id" element={<InstructorAgendaScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('instructor views', { timeout: 20_000 }, () => {
  beforeEach(() => {
    stubFetch((call) => {
      if (call.path === '/api/class/7') return { status: 200, body: makeRosterClass({ abilities: { seeCodes: false } }) };
      if (call.path === '/api/class/9') return { status: 404, body: { message: 'Not found' } };
      if (call.path === '/api/class/segments/7') return { status: 200, body: SEGMENTS };
      if (call.path === '/api/class/roster/compact/7') return { status: 200, body: compactRoster(makeRoster([learner(1, 'Alice Adams')])) };
      if (call.method === 'PUT') return { status: 200, body: {} };
    });
  });

  it('shows the class header and its agenda segments', async () => {
    renderInstructor('/instructor/class/7');
    expect(await screen.findByRole('heading', { name: 'Ethics for Tax Professionals, March' })).toBeTruthy();
    expect(screen.getByText('Mar-02-2026 – Mar-03-2026')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Agenda segments' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe('1Mar-02-202609:00 AM10:40 AMEthics rulesIan Instructor');
    expect(within(table).getByText('Lunch (not credit qualified)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Roster' }).getAttribute('href')).toBe('/instructor/roster/7');
  });

  it('takes attendance on the roster page', async () => {
    renderInstructor('/instructor/roster/7');
    fireEvent.click(await screen.findByLabelText('Alice Adams attended 2026-03-02'));
    await waitFor(() =>
      expect(vi.mocked(fetch).mock.calls.some(([path, init]) => path === '/api/class/attendance/1' && init?.method === 'PUT')).toBe(true),
    );
  });

  it('shows the agenda page, and a class the instructor does not teach as not found', async () => {
    renderInstructor('/instructor/agenda/7');
    expect(await screen.findByRole('heading', { name: 'Agenda: Ethics for Tax Professionals, March' })).toBeTruthy();
    expect(await screen.findByText('Case studies')).toBeTruthy();
    cleanup();
    renderInstructor('/instructor/class/9');
    expect(await screen.findByText('Class 9 was not found among the classes you teach.')).toBeTruthy();
  });
});
