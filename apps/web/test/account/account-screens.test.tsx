import { FORGOT_PASSWORD_STATUS, MESSAGES, USER_MANAGEMENT_MESSAGES } from '@cpe/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CheckEmailScreen from '../../src/features/account/CheckEmailScreen.tsx';
import ForgotPasswordScreen from '../../src/features/account/ForgotPasswordScreen.tsx';
import PasswordScreen from '../../src/features/account/PasswordScreen.tsx';
import RedirectScreen from '../../src/features/account/RedirectScreen.tsx';
import RegisterScreen from '../../src/features/account/RegisterScreen.tsx';
import ResetPasswordScreen from '../../src/features/account/ResetPasswordScreen.tsx';
import SignupScreen from '../../src/features/account/SignupScreen.tsx';
import TokenExpiredScreen from '../../src/features/account/TokenExpiredScreen.tsx';
import { setNavigator } from '../../src/lib/navigation.ts';
import { logOut } from '../../src/lib/session/session-actions.ts';
import { clearSession, deepLink, sessionStore } from '../../src/lib/session/session-store.ts';
import { type Call, type Reply, stubFetch } from '../support/fetch-stub.ts';
import { makeUser } from '../support/fixtures/users.ts';
import { renderWithClient } from '../support/render.tsx';

// Outside components the app navigates through the router it registers; here there is none to leave to.
setNavigator(() => {});

// Link tokens work once, and the screen keeps each token's answer (link-exchange.ts): one token per test.
const TOKEN = 'a'.repeat(43);
const USED_TOKEN = 'b'.repeat(43);
const RESET_TOKEN = 'c'.repeat(43);
const REMOUNT_TOKEN = 'd'.repeat(43);
const GOOD = 'Abcdefgh1!xyz';

/** Shows the current path so tests can see where a screen navigated. */
function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function at(path: string) {
  return renderWithClient(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/register" element={<RegisterScreen />} />
        <Route path="/signup" element={<SignupScreen />} />
        <Route path="/checkEmail" element={<CheckEmailScreen />} />
        <Route path="/forgotPassword" element={<ForgotPasswordScreen />} />
        <Route path="/resetPassword" element={<ResetPasswordScreen />} />
        <Route path="/password" element={<PasswordScreen />} />
        <Route path="/tokenExpired" element={<TokenExpiredScreen />} />
        <Route path="/redirect" element={<RedirectScreen />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const path = () => screen.getByLabelText('path').textContent;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
const linkSession = () => ({
  token: 'session-token',
  user: makeUser({ status: 'Registration email sent' }),
  session: { login_time: new Date().toISOString(), time_total_minutes: 60, time_idle_minutes: 0 },
  personAccountStatus: FORGOT_PASSWORD_STATUS,
});

afterEach(async () => {
  cleanup();
  // Ends the session timers a link sign-in started (logout is answered by the stub or fails quietly).
  if (sessionStore.get().token) await logOut();
  clearSession();
  vi.unstubAllGlobals();
});

/** The register screen first asks whether registration is open (/admin/usermanagement); the rest answers `respond`. */
function registrationServer(respond: (call: Call) => Reply | undefined, open = true): Call[] {
  const calls = stubFetch((call) =>
    call.path === '/api/external-user/registration' ? { status: 200, body: { registrationOpen: open } } : respond(call),
  );
  return calls;
}
const posts = (calls: Call[]) => calls.filter((c) => c.path !== '/api/external-user/registration');

describe('registration', () => {
  it('checks the fields before calling the server', async () => {
    const calls = registrationServer(() => undefined);
    at('/register');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getAllByText(MESSAGES.required)).toHaveLength(2));
    expect(screen.getByText(MESSAGES.invalidEmail)).toBeTruthy();
    expect(posts(calls)).toEqual([]);
  });

  it('says so instead of offering the form when the firm has closed registration', async () => {
    registrationServer(() => undefined, false);
    at('/register');
    expect(await screen.findByText(USER_MANAGEMENT_MESSAGES.registrationClosed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('registers through POST /external-user/register, then says to check the e-mail', async () => {
    const calls = registrationServer(() => ({ status: 200, body: { message: 'Registration email sent' } }));
    at('/register');
    type('First Name', 'Ada');
    type('Last Name', 'Lovelace');
    type('Email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/We sent an e-mail to ada@example.com/)).toBeTruthy();
    expect(path()).toBe('/checkEmail');
    expect(posts(calls)[0]).toEqual({
      method: 'POST',
      path: '/api/external-user/register',
      body: { first_name: 'Ada', last_name: 'Lovelace', email_address: 'ada@example.com' },
    });
  });

  it('offers the same form under Sign Up', () => {
    registrationServer(() => undefined);
    at('/signup');
    expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeTruthy();
    expect(screen.getByLabelText(/^Email/)).toBeTruthy();
  });
});

describe('forgot password', () => {
  it("sends POST /auth/forgot-password and shows the server's answer", async () => {
    const reply = 'If an external account matches, a password reset e-mail has been sent.';
    const calls = stubFetch(() => ({ status: 200, body: { message: reply } }));
    at('/forgotPassword');
    type('Username or Email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(reply)).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/auth/forgot-password', body: { username: 'ada@example.com' } });
  });
});

describe('e-mailed links', () => {
  it('sends an unknown, used or old token to /tokenExpired', async () => {
    stubFetch(() => ({ status: 400, body: { message: MESSAGES.linkInvalid, code: 'VALIDATION' } }));
    at(`/resetPassword?token=${USED_TOKEN}`);
    expect(await screen.findByText(MESSAGES.linkInvalid)).toBeTruthy();
    expect(path()).toBe('/tokenExpired');
  });

  it('signs in with the link once and sets the password without the old one', async () => {
    const calls: Call[] = stubFetch((call) => {
      if (call.path === '/api/auth/link') return { status: 200, body: linkSession() };
      if (call.path === '/api/external-user/update-password') return { status: 200, body: { message: MESSAGES.passwordUpdated } };
      if (call.path === '/api/auth/logout') return { status: 200, body: { message: 'ok' } };
    });
    at(`/password?token=${TOKEN}`);
    expect(await screen.findByLabelText(/^New Password/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Set Password' })).toBeTruthy();
    expect(screen.queryByLabelText(/^Old Password/)).toBeNull();
    expect(calls.filter((c) => c.path === '/api/auth/link')).toEqual([{ method: 'POST', path: '/api/auth/link', body: { token: TOKEN } }]);
    expect(sessionStore.get().personAccountStatus).toBe(FORGOT_PASSWORD_STATUS);

    type('New Password', GOOD);
    type('Confirm Password', GOOD);
    const save = screen.getByRole('button', { name: 'Save Password' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText(MESSAGES.passwordUpdated)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/external-user/update-password')?.body).toMatchObject({
      person_id: 7,
      personAccountStatus: FORGOT_PASSWORD_STATUS,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(path()).toBe('/');
  });

  it('keeps the Reset Password heading after a reset link', async () => {
    stubFetch((call) => (call.path === '/api/auth/link' ? { status: 200, body: linkSession() } : { status: 200, body: { message: 'ok' } }));
    at(`/resetPassword?token=${RESET_TOKEN}`);
    expect(await screen.findByLabelText(/^New Password/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeTruthy();
    // The token leaves the address: the guest-only /resetPassword would not keep a signed-in user.
    expect(path()).toBe('/password');
  });

  it('sends the token once when the screen mounts again while the link is being checked', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const calls: Call[] = stubFetch((call) =>
      call.path === '/api/auth/link' ? new Promise((resolve) => (answer = resolve)) : { status: 200, body: { message: 'ok' } },
    );
    at(`/password?token=${REMOUNT_TOKEN}`);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/link')).toBe(true));
    cleanup();
    at(`/password?token=${REMOUNT_TOKEN}`);
    answer({ status: 200, body: linkSession() });
    expect(await screen.findByLabelText(/^New Password/)).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/auth/link')).toHaveLength(1);
    expect(path()).toBe('/password');
  });

  it('treats /password without a token and without a session as an expired link', () => {
    at('/password');
    expect(path()).toBe('/tokenExpired');
  });
});

describe('/redirect', () => {
  it('sends a signed-out user to /login', () => {
    at('/redirect');
    expect(path()).toBe('/login');
  });

  it('sends a signed-in user to the saved deep link', () => {
    sessionStore.set({ token: 't', user: makeUser(), sessionTime: null, personAccountStatus: null });
    deepLink.save('/learner/cpe/search');
    at('/redirect');
    expect(path()).toBe('/learner/cpe/search');
  });
});
