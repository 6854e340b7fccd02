import { type AuthUser, FORGOT_PASSWORD_STATUS, MESSAGES, REGISTRATION_EMAIL_SENT, USER_MANAGEMENT_MESSAGES } from '@cpe/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import UserSettingsDialog from '../../src/features/user-settings/UserSettingsDialog.tsx';
import { refStore } from '../../src/lib/reference/ref-store.ts';
import { proxyStore } from '../../src/lib/session/proxy-store.ts';
import { clearSession, sessionStore } from '../../src/lib/session/session-store.ts';
import { type Call, stubFetch } from '../support/fetch-stub.ts';
import { makeUser } from '../support/fixtures/users.ts';
import { newQueryClient } from '../support/render.tsx';

const COMPLEXITY = 'Use at least 8 characters and a digit.';
const GOOD = 'abcdefg1';

function open(user: AuthUser, personAccountStatus: string | null = null, biographyExpiryMonths = 0) {
  sessionStore.set({ token: 'token', user, sessionTime: null, personAccountStatus });
  refStore.set((s) => ({
    ...s,
    settings: { passwordPattern: '^(?=.*\\d).{8,}$', passwordComplexityMessage: COMPLEXITY, biographyExpiryMonths },
  }));
  // The biography panel loads the person's biographies through TanStack Query, as in the shell.
  const client = newQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <UserSettingsDialog open onClose={() => {}} />
    </QueryClientProvider>,
  );
}

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const savePassword = () => screen.getByRole('button', { name: 'Save Password' }) as HTMLButtonElement;

let calls: Call[];
beforeEach(() => {
  calls = stubFetch((call) => {
    if (call.path === '/api/docs/person/7') return { status: 200, body: [] };
    if (call.path === '/api/external-user/update-password') return { status: 200, body: { message: MESSAGES.passwordUpdated } };
    if (call.path === '/api/external-user/update/7') {
      const b = call.body as Record<string, string>;
      return {
        status: 200,
        body: { message: MESSAGES.settingsUpdated, user: makeUser({ first_name: b.in_first_name, last_name: b.in_last_name }) },
      };
    }
  });
});
afterEach(() => {
  cleanup();
  proxyStore.set(null);
  clearSession();
  vi.unstubAllGlobals();
});

describe('User Settings: names for everyone, Username and Email for external users', () => {
  it('requires First Name and Last Name', async () => {
    open(makeUser());
    type('First Name', '');
    type('Last Name', '  ');
    await waitFor(() => expect(screen.getAllByText(MESSAGES.required)).toHaveLength(2));
  });

  it('gives external users Username and Email and checks the e-mail', async () => {
    open(makeUser());
    expect(input('Username').value).toBe('ada@example.com');
    type('Email', 'not-an-address');
    expect(await screen.findByText(MESSAGES.invalidEmail)).toBeTruthy();
    type('Email', '');
    expect(await screen.findByText(MESSAGES.required)).toBeTruthy();
  });

  it('while acting for someone, shows Username and Email read-only and says why (ADR 0056)', async () => {
    proxyStore.set({
      administrator: { token: 'admin', user: makeUser(), sessionTime: null, personAccountStatus: null },
      administratorName: 'Ada Admin',
      personName: 'Eve External',
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    open(makeUser());
    expect(input('Username').readOnly).toBe(true);
    expect(input('Email').readOnly).toBe(true);
    expect(input('First Name').readOnly).toBe(false);
    expect(screen.getAllByText(USER_MANAGEMENT_MESSAGES.proxySignInDetails)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Save Password' })).toBeNull();
  });

  it('saves through PUT /external-user/update/{personId} and updates the stored user', async () => {
    open(makeUser());
    type('First Name', 'Augusta');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.settingsUpdated)).toBeTruthy();
    const call = calls.find((c) => c.path === '/api/external-user/update/7');
    expect(call?.method).toBe('PUT');
    expect(call?.body).toEqual({
      in_first_name: 'Augusta',
      in_last_name: 'Lovelace',
      in_username: 'ada@example.com',
      in_email_address: 'ada@example.com',
    });
    expect(sessionStore.get().user?.first_name).toBe('Augusta');
  });

  it('shows the server message when saving fails', async () => {
    stubFetch(() => ({ status: 409, body: { message: MESSAGES.usernameTaken, code: 'CONFLICT' } }));
    open(makeUser());
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.usernameTaken)).toBeTruthy();
  });

  it('lets internal users change only their names, without Change Password', async () => {
    open(makeUser({ external: 0, person_type: 'internal', username: null }));
    expect(screen.queryByLabelText(/^Username/)).toBeNull();
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
    expect(screen.queryByText('Change Password')).toBeNull();
    expect(screen.queryByLabelText(/^New Password/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.settingsUpdated)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/external-user/update/7')?.body).toEqual({ in_first_name: 'Ada', in_last_name: 'Lovelace' });
  });

  it('shows the biography status only when the tenant uses biographies', async () => {
    open(makeUser(), null, 24);
    expect(await screen.findByText('This user does not have a biography (optional)')).toBeTruthy();
    cleanup();
    open(makeUser(), null, 0);
    expect(screen.queryByText('This user does not have a biography (optional)')).toBeNull();
  });
});

describe('User Settings: Change Password', () => {
  it('shows the tenant complexity message and "Password must match"', async () => {
    open(makeUser());
    type('New Password', 'short');
    expect(await screen.findByText(COMPLEXITY)).toBeTruthy();
    type('New Password', GOOD);
    type('Confirm Password', 'abcdefg2');
    expect(await screen.findByText(MESSAGES.passwordMustMatch)).toBeTruthy();
    type('Confirm Password', GOOD);
    await waitFor(() => expect(screen.queryByText(MESSAGES.passwordMustMatch)).toBeNull());
  });

  it('keeps Save Password disabled until the form is valid, new equals confirm and the old password is entered', async () => {
    open(makeUser());
    expect(savePassword().disabled).toBe(true);
    type('New Password', GOOD);
    type('Confirm Password', GOOD);
    await waitFor(() => expect(screen.queryByText(MESSAGES.passwordMustMatch)).toBeNull());
    expect(savePassword().disabled).toBe(true);
    type('Old Password', 'old-secret');
    await waitFor(() => expect(savePassword().disabled).toBe(false));
    type('Confirm Password', `${GOOD}x`);
    await waitFor(() => expect(savePassword().disabled).toBe(true));
  });

  it('sends the old password and reports success', async () => {
    open(makeUser());
    type('Old Password', 'old-secret');
    type('New Password', GOOD);
    type('Confirm Password', GOOD);
    await waitFor(() => expect(savePassword().disabled).toBe(false));
    fireEvent.click(savePassword());
    expect(await screen.findByText(MESSAGES.passwordUpdated)).toBeTruthy();
    const call = calls.find((c) => c.path === '/api/external-user/update-password');
    expect(call?.method).toBe('PUT');
    expect(call?.body).toEqual({
      person_id: 7,
      old_password: 'old-secret',
      new_password: GOOD,
      confirm_password: GOOD,
      personAccountStatus: null,
    });
  });

  it('shows the server message when the old password is wrong', async () => {
    stubFetch(() => ({ status: 400, body: { message: MESSAGES.oldPasswordWrong, code: 'VALIDATION' } }));
    open(makeUser());
    type('Old Password', 'wrong');
    type('New Password', GOOD);
    type('Confirm Password', GOOD);
    await waitFor(() => expect(savePassword().disabled).toBe(false));
    fireEvent.click(savePassword());
    expect(await screen.findByText(MESSAGES.oldPasswordWrong)).toBeTruthy();
  });

  it("does not ask the old password in a 'Forgot Password' session and sends that status", async () => {
    open(makeUser(), FORGOT_PASSWORD_STATUS);
    expect(screen.queryByLabelText(/^Old Password/)).toBeNull();
    type('New Password', GOOD);
    type('Confirm Password', GOOD);
    await waitFor(() => expect(savePassword().disabled).toBe(false));
    fireEvent.click(savePassword());
    expect(await screen.findByText(MESSAGES.passwordUpdated)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/external-user/update-password')?.body).toMatchObject({
      old_password: null,
      personAccountStatus: FORGOT_PASSWORD_STATUS,
    });
    // Done: the session no longer skips the old password.
    expect(sessionStore.get().personAccountStatus).toBeNull();
    expect(sessionStore.get().user?.status).toBe('Active');
  });

  it("does not ask the old password while the account is 'Registration email sent'", async () => {
    open(makeUser({ status: REGISTRATION_EMAIL_SENT }));
    expect(screen.queryByLabelText(/^Old Password/)).toBeNull();
    type('New Password', GOOD);
    type('Confirm Password', GOOD);
    await waitFor(() => expect(savePassword().disabled).toBe(false));
  });
});
