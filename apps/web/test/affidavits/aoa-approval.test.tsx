import { AOA_MESSAGES } from '@cpe/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../src/lib/session/session-store.ts';
import { writes } from '../support/fetch-stub.ts';
import { verifiedAoa } from '../support/fixtures/affidavits.ts';
import { makeUser } from '../support/fixtures/users.ts';
import { loadAoaSteps, openAoa } from './open-aoa.tsx';

const pass = (section: string) => ({ section, validation_status: 'PASS' as const, message: `${section} passes` });
const validation = (failing = false) => ({
  checks: [
    pass('Verification'),
    failing ? { section: 'Attendance', validation_status: 'FAIL', message: 'No day is declared attended.' } : pass('Attendance'),
  ],
  rejected: failing,
  validation: !failing,
});
const submitted = (abilities = {}) =>
  verifiedAoa({
    details: { request_status: 'Submitted', verifyTypeId: 2, verificationType: 'Documents', attend_code: null, isConfirmed: 1 },
    abilities: { canEdit: false, canSubmit: false, canApprove: true, canNotApprove: true, canVoid: true, ...abilities },
  });

function asStaff(staff: boolean) {
  sessionStore.set({
    token: 'tok',
    user: makeUser({ person_id: staff ? 2 : 7, roles: staff ? ['Admin'] : ['Learner'], permissions: staff ? ['AOA050'] : [] }),
    sessionTime: null,
    personAccountStatus: null,
  });
}

beforeAll(loadAoaSteps, 30_000);
beforeEach(() => asStaff(true));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function decide(button: string, reason: string) {
  fireEvent.click(screen.getByRole('button', { name: button }));
  const dialog = screen.getByRole('dialog', { name: 'Void/Not Approve Affidavit' });
  const confirm = within(dialog).getByRole('button', { name: button }) as HTMLButtonElement;
  // The reason is optional (PUT /aoa/cancel's body has none; ADR 0053).
  expect(confirm.disabled).toBe(false);
  if (reason) fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: reason } });
  fireEvent.click(confirm);
}

describe('affidavit workspace: Approval', () => {
  it('all PASS shows the check icon; Approve sends PUT /aoa/submit with isSubmitted 1', async () => {
    const calls = openAoa('/learner/affidavitofattendance/31/approval', submitted(), (c) => {
      if (c.path === '/api/aoa/validation/31') return { status: 200, body: validation() };
      if (c.path === '/api/aoa/submit') return { status: 200, body: { request_status: 'Approved', error: null, expire_error: null } };
    });
    expect(await screen.findByText('Every check passes.')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Approval checklist' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(AOA_MESSAGES.approved)).toBeTruthy();
    expect(writes(calls).map((c) => c.body)).toEqual([{ requestId: 31, isConfirmed: 1, isSubmitted: 1 }]);
  });

  it('any FAIL marks the affidavit rejected, with a link to the step that fixes it', async () => {
    openAoa('/learner/affidavitofattendance/31/approval', submitted(), (c) =>
      c.path === '/api/aoa/validation/31' ? { status: 200, body: validation(true) } : undefined,
    );
    expect(await screen.findByText(AOA_MESSAGES.checklistFails)).toBeTruthy();
    expect(screen.queryByText('Every check passes.')).toBeNull();
    expect(screen.getByText('No day is declared attended.')).toBeTruthy();
    expect(screen.queryByText(/needs re-certification/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Attendance' }).getAttribute('href')).toBe(
      '/learner/affidavitofattendance/31/attendance',
    );
  });

  it("Not Approved asks a reason in 'Void/Not Approve Affidavit', sends isClosed and reloads the details", async () => {
    let closed = false;
    const calls = openAoa(
      '/learner/affidavitofattendance/31/approval',
      () => (closed ? submitted({ canApprove: false, canNotApprove: false, canVoid: false }) : submitted()),
      (c) => {
        if (c.path === '/api/aoa/validation/31') return { status: 200, body: validation() };
        if (c.path === '/api/aoa/cancel') {
          closed = true;
          return { status: 200, body: { request_status: 'Not Approved', error: null, message: AOA_MESSAGES.voidedOrNotApproved } };
        }
      },
    );
    await screen.findByText('Every check passes.');
    decide('Not Approved', 'The sign-in sheet is of another class.');
    expect(await screen.findByText(AOA_MESSAGES.voidedOrNotApproved)).toBeTruthy();
    expect(writes(calls).map((c) => c.body)).toEqual([
      { requestId: 31, reason: 'The sign-in sheet is of another class.', isVoided: 0, isClosed: 1, updatedBy: 2 },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Not Approved' })).toBeNull());
    expect(calls.filter((c) => c.path === '/api/aoa/31')).toHaveLength(2);
    expect(screen.getByTestId('location').textContent).toBe('/learner/affidavitofattendance/31/approval');
  });

  it("sends the spec's body {requestId, isClosed, isVoided, updatedBy} when no reason is given", async () => {
    const calls = openAoa('/learner/affidavitofattendance/31/approval', submitted(), (c) => {
      if (c.path === '/api/aoa/validation/31') return { status: 200, body: validation() };
      if (c.path === '/api/aoa/cancel')
        return { status: 200, body: { request_status: 'Not Approved', error: null, message: AOA_MESSAGES.voidedOrNotApproved } };
    });
    await screen.findByText('Every check passes.');
    decide('Not Approved', '');
    expect(await screen.findByText(AOA_MESSAGES.voidedOrNotApproved)).toBeTruthy();
    expect(writes(calls).map((c) => c.body)).toEqual([{ requestId: 31, isClosed: 1, isVoided: 0, updatedBy: 2 }]);
  });

  it("the learner voids their Draft: 'Affidavit Voided or Not Approved', then their affidavit search", async () => {
    asStaff(false);
    const draft = verifiedAoa();
    const calls = openAoa('/learner/affidavitofattendance/31/approval', draft, (c) => {
      if (c.path === '/api/aoa/validation/31') return { status: 200, body: validation(true) };
      if (c.path === '/api/aoa/cancel')
        return { status: 200, body: { request_status: 'Voided', error: null, message: AOA_MESSAGES.voidedOrNotApproved } };
    });
    await screen.findByText(AOA_MESSAGES.checklistFails);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Not Approved' })).toBeNull();
    decide('Void', 'Filed for the wrong class.');
    expect(await screen.findByText(AOA_MESSAGES.voidedOrNotApproved)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/learner/affidavitofattendance/search'));
    expect(writes(calls).map((c) => c.body)).toEqual([
      { requestId: 31, reason: 'Filed for the wrong class.', isVoided: 1, isClosed: 0, updatedBy: 7 },
    ]);
  });

  it('says when the approval left the certified class needing re-certification', async () => {
    const approved = verifiedAoa({
      details: { request_status: 'Approved', reason: null, decided_by_name: 'Firm Administrator', decided_on: '2026-11-22T15:00:00.000Z' },
    });
    openAoa(
      '/learner/affidavitofattendance/31/approval',
      { ...approved, needsRecertification: true, abilities: { ...approved.abilities, canEdit: false, canSubmit: false, canVoid: false } },
      (c) => (c.path === '/api/aoa/validation/31' ? { status: 200, body: validation() } : undefined),
    );
    expect(await screen.findByText(/it needs re-certification/)).toBeTruthy();
    expect(screen.getByText(/^Approved \(Firm Administrator, Nov-22-2026/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Void' })).toBeNull();
  });

  it('an answer with an error is a warning, and nothing moves', async () => {
    openAoa('/learner/affidavitofattendance/31/approval', submitted(), (c) => {
      if (c.path === '/api/aoa/validation/31') return { status: 200, body: validation() };
      if (c.path === '/api/aoa/cancel')
        return { status: 200, body: { request_status: 'Submitted', error: AOA_MESSAGES.cannotVoid, message: null } };
    });
    await screen.findByText('Every check passes.');
    decide('Void', 'Duplicate.');
    const warning = await screen.findByText(AOA_MESSAGES.cannotVoid);
    expect(warning.closest('.MuiAlert-colorWarning')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/learner/affidavitofattendance/31/approval');
  });
});
