import { AOA_MESSAGES } from '@cpe/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { refStore } from '../../src/lib/reference/ref-store.ts';
import { writes } from '../support/fetch-stub.ts';
import { makeAoa, verifiedAoa } from '../support/fixtures/affidavits.ts';
import { loadAoaSteps, openAoa } from './open-aoa.tsx';

beforeAll(loadAoaSteps, 30_000);
beforeEach(() => {
  refStore.set((s) => ({
    ...s,
    settings: { ...s.settings, codeOfConduct: { Attendance: 'I attended.', Attestation: 'I attest that all I declared is true.' } },
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const submitReply = (body: Partial<{ request_status: string; error: string | null; expire_error: string | null }>) => ({
  status: 200,
  body: { request_status: 'Draft', error: null, expire_error: null, ...body },
});

async function confirmAndSubmit() {
  expect((await screen.findByTestId('conduct-attestation')).textContent).toBe('I attest that all I declared is true.');
  const submit = screen.getByRole('button', { name: 'Submit affidavit' }) as HTMLButtonElement;
  expect(submit.disabled).toBe(true);
  fireEvent.click(screen.getByRole('checkbox', { name: /^I confirm/ }));
  fireEvent.click(submit);
}

describe('affidavit workspace: Confirmation', () => {
  it('a code-verified affidavit asks for approval and is Approved at once (PUT /aoa/submit isConfirmed 1, isSubmitted 1)', async () => {
    let status: 'Draft' | 'Approved' = 'Draft';
    const calls = openAoa(
      '/learner/affidavitofattendance/31/confirmation',
      () => verifiedAoa({ details: { request_status: status, isConfirmed: status === 'Draft' ? 0 : 1 } }),
      (c) => {
        if (c.path !== '/api/aoa/submit') return undefined;
        status = 'Approved';
        return submitReply({ request_status: 'Approved' });
      },
    );
    await confirmAndSubmit();
    expect(await screen.findByText(AOA_MESSAGES.approved)).toBeTruthy();
    expect(writes(calls).map((c) => c.body)).toEqual([{ requestId: 31, isConfirmed: 1, isSubmitted: 1 }]);
    expect(await screen.findByText('This affidavit is Approved.')).toBeTruthy();
  });

  it("a document-backed one is 'Submitted' for review (isSubmitted 0: documents need staff)", async () => {
    const aoa = verifiedAoa({ details: { verifyTypeId: 2, verificationType: 'Documents', attend_code: null } });
    const calls = openAoa('/learner/affidavitofattendance/31/confirmation', aoa, (c) =>
      c.path === '/api/aoa/submit' ? submitReply({ request_status: 'Submitted' }) : undefined,
    );
    await confirmAndSubmit();
    expect(await screen.findByText(AOA_MESSAGES.submitted)).toBeTruthy();
    expect(writes(calls).map((c) => c.body)).toEqual([{ requestId: 31, isConfirmed: 1, isSubmitted: 0 }]);
  });

  it('an expired code (expire_error) is shown and the learner goes back to Verification, whose method was cleared', async () => {
    let expired = false;
    openAoa(
      '/learner/affidavitofattendance/31/confirmation',
      () => (expired ? makeAoa() : verifiedAoa()),
      (c) => {
        if (c.path === '/api/aoa/submit') {
          expired = true;
          return submitReply({ expire_error: AOA_MESSAGES.codeExpired });
        }
        if (c.path === '/api/aoa/docs/31') return { status: 200, body: { attachmentTypes: [], documents: [] } };
      },
    );
    await confirmAndSubmit();
    expect(await screen.findByText(AOA_MESSAGES.codeExpired)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/learner/affidavitofattendance/31/verification'));
    expect(await screen.findByRole('form', { name: 'Verify by attendance code' })).toBeTruthy();
  });

  it('a refusal (error) is shown as an error and the affidavit stays a Draft', async () => {
    openAoa('/learner/affidavitofattendance/31/confirmation', verifiedAoa(), (c) =>
      c.path === '/api/aoa/submit' ? submitReply({ error: AOA_MESSAGES.needsAttendedDay }) : undefined,
    );
    await confirmAndSubmit();
    expect(await screen.findByText(AOA_MESSAGES.needsAttendedDay)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit affidavit' })).toBeTruthy();
  });
});
