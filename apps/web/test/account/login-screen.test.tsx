import { MESSAGES } from '@cpe/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LoginScreen from '../../src/features/auth/LoginScreen.tsx';
import { setNavigator } from '../../src/lib/navigation.ts';
import { logOut } from '../../src/lib/session/session-actions.ts';
import { clearSession, deepLink, sessionStore } from '../../src/lib/session/session-store.ts';
import { type Call, stubFetch } from '../support/fetch-stub.ts';
import { makeUser } from '../support/fixtures/users.ts';

setNavigator(() => {});

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function atLogin() {
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={<LoginScreen />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const username = () => screen.getByLabelText('Username') as HTMLInputElement;
const password = () => screen.getByLabelText('Password') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }));
const path = () => screen.getByLabelText('path').textContent;

/** POST /auth/login answers `login`; the reference data that signing in loads answers empty. */
function server(login: (call: Call) => { status: number; body: unknown }): Call[] {
  return stubFetch((call) => {
    if (call.path === '/api/auth/login') return login(call);
    if (call.path.startsWith('/api/sys-config/get-refs-by-user')) return { status: 200, body: [] };
    if (call.path === '/api/auth/logout') return { status: 200, body: { message: 'Logged out' } };
    return undefined;
  });
}
const signedIn = () => ({
  token: 'session-token',
  user: makeUser(),
  session: { login_time: new Date().toISOString(), time_total_minutes: 60, time_idle_minutes: 0 },
  personAccountStatus: null,
});

afterEach(async () => {
  cleanup();
  if (sessionStore.get().token) await logOut();
  clearSession();
  vi.unstubAllGlobals();
});

describe('/login', () => {
  it('labels its fields and focuses the username', () => {
    atLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(username().autocomplete).toBe('username');
    expect(password().type).toBe('password');
    expect(document.activeElement).toBe(username());
  });

  it('checks the fields before calling the server, focuses the first in error and checks each again as it changes', async () => {
    const calls = server(() => ({ status: 500, body: {} }));
    atLogin();
    password().focus();
    submit();
    await waitFor(() => expect(screen.getAllByText('Required.')).toHaveLength(2));
    expect(document.activeElement).toBe(username());
    expect(username().getAttribute('aria-invalid')).toBe('true');
    expect(username().getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.change(username(), { target: { value: 'ada' } });
    await waitFor(() => expect(screen.getAllByText('Required.')).toHaveLength(1));
    expect(username().getAttribute('aria-invalid')).toBeNull();
    expect(calls).toEqual([]);
  });

  it("shows the server's refusal in an alert", async () => {
    server(() => ({ status: 401, body: { message: 'Invalid username or password.', code: 'UNAUTHENTICATED' } }));
    atLogin();
    fireEvent.change(username(), { target: { value: 'ada' } });
    fireEvent.change(password(), { target: { value: 'wrong' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username or password.');
    expect((screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says an unexpected error happened when the server cannot be reached', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    atLogin();
    fireEvent.change(username(), { target: { value: 'ada' } });
    fireEvent.change(password(), { target: { value: 'secret' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.unexpectedError);
  });

  it('signs in with the username trimmed, then goes to the saved deep link', async () => {
    const calls = server(() => ({ status: 200, body: signedIn() }));
    deepLink.save('/learner/transcript');
    atLogin();
    fireEvent.change(username(), { target: { value: '  ada  ' } });
    fireEvent.change(password(), { target: { value: ' secret ' } });
    submit();
    await waitFor(() => expect(path()).toBe('/learner/transcript'));
    expect(calls[0]).toEqual({ method: 'POST', path: '/api/auth/login', body: { username: 'ada', password: ' secret ' } });
    expect(sessionStore.get().token).toBe('session-token');
  });
});
