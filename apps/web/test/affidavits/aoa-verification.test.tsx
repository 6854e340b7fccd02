import { AOA_MESSAGES } from '@cpe/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../src/lib/session/session-store.ts';
import { shellSlotsStore } from '../../src/lib/shell/shell-slots.ts';
import { writes } from '../support/fetch-stub.ts';
import { makeAoa, verifiedAoa } from '../support/fixtures/affidavits.ts';
import { makeUser } from '../support/fixtures/users.ts';
import { loadAoaSteps, openAoa } from './open-aoa.tsx';

const docs = { attachmentTypes: [{ id: 70, name: 'Attendance Documentation' }], documents: [] };
const codeReply = (valid: boolean, expired = false) => ({
  status: 200,
  body: {
    is_valid_attend_code: valid ? 1 : 0,
    is_expired: expired ? 1 : 0,
    error: valid ? null : expired ? AOA_MESSAGES.codeExpired : AOA_MESSAGES.codeWrongClass,
    message: valid ? AOA_MESSAGES.codeVerified : null,
    rosterId: valid ? 90 : null,
  },
});

beforeAll(loadAoaSteps, 30_000);
beforeEach(() => {
  sessionStore.set({
    token: 'tok',
    user: makeUser({ person_id: 7, permissions: ['HPT005'] }),
    sessionTime: null,
    personAccountStatus: null,
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function enterCode(code: string) {
  const form = screen.getByRole('form', { name: 'Verify by attendance code' });
  fireEvent.change(within(form).getByLabelText(/Attendance code/), { target: { value: code } });
  fireEvent.click(within(form).getByRole('button', { name: 'Verify code' }));
}

describe('affidavit workspace: Verification', () => {
  it('opens the first enabled step from the record route, with the header, and Attendance disabled until verified', async () => {
    openAoa('/learner/affidavitofattendance/31', makeAoa(), (c) =>
      c.path === '/api/aoa/docs/31' ? { status: 200, body: docs } : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Verification' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/learner/affidavitofattendance/31/verification');
    const header = screen.getByRole('region', { name: 'Header' });
    expect(within(header).getByTestId('subheader-Request Status').textContent).toBe('Request Status: Draft');
    expect(within(header).getByText('Ethics for Tax Professionals — Boston')).toBeTruthy();
    await waitFor(() => expect(shellSlotsStore.get().steps?.map((s) => [s.key, s.enabled])).toBeTruthy());
    expect(shellSlotsStore.get().steps?.map((s) => [s.key, s.enabled])).toEqual([
      ['verification', true],
      ['attendance', false],
      ['confirmation', false],
      ['approval', true],
      ['audit', true],
    ]);
  });

  it("a valid code: 'Request code has been successfully verified', and the learner joins the roster with add method 4", async () => {
    let verified = false;
    const calls = openAoa(
      '/learner/affidavitofattendance/31/verification',
      () => (verified ? verifiedAoa({ attendedDays: 0 }) : makeAoa()),
      (c) => {
        if (c.path === '/api/aoa/docs/31') return { status: 200, body: docs };
        if (c.path === '/api/aoa/validate-attend-code') {
          verified = true;
          return codeReply(true);
        }
        if (c.path === '/api/class/participant/12')
          return { status: 201, body: { class_roster_id: 90, message: 'Learner added to roster' } };
      },
    );
    await screen.findByRole('form', { name: 'Verify by attendance code' });
    enterCode(' k7qx2m ');
    expect(await screen.findByText(AOA_MESSAGES.codeVerified)).toBeTruthy();
    expect(writes(calls).map((c) => [c.method, c.path, c.body])).toEqual([
      ['PUT', '/api/aoa/validate-attend-code', { requestId: 31, attendCode: 'k7qx2m', classId: 12 }],
      ['POST', '/api/class/participant/12', { in_person_id: 7, in_is_external_learner: 1, in_created_by: 7, in_roster_add_method_id: 4 }],
    ]);
    // The reloaded affidavit is verified: the code form is gone and Attendance opens.
    expect(await screen.findByText('Verified by attendance code K7QX2M.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Verify by attendance code' })).toBeNull();
    await waitFor(() => expect(shellSlotsStore.get().steps?.find((s) => s.key === 'attendance')?.enabled).toBe(true));
  });

  it.each([
    [true, AOA_MESSAGES.codeExpired],
    [false, AOA_MESSAGES.codeWrongClass],
  ])('a refused code (expired %s) says so verbatim and adds nobody to the roster', async (expired, message) => {
    const calls = openAoa('/learner/affidavitofattendance/31/verification', makeAoa(), (c) => {
      if (c.path === '/api/aoa/docs/31') return { status: 200, body: docs };
      if (c.path === '/api/aoa/validate-attend-code') return codeReply(false, expired);
    });
    await screen.findByRole('form', { name: 'Verify by attendance code' });
    enterCode('WRONG1');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(writes(calls).map((c) => c.path)).toEqual(['/api/aoa/validate-attend-code']);
  });

  it("staff verifying a learner's code do not put themselves on the roster (the code check put the learner there)", async () => {
    sessionStore.set({
      token: 'tok',
      user: makeUser({ person_id: 2, roles: ['Admin'], permissions: ['AOA050', 'HPT005'] }),
      sessionTime: null,
      personAccountStatus: null,
    });
    const calls = openAoa('/learner/affidavitofattendance/31/verification', makeAoa(), (c) => {
      if (c.path === '/api/aoa/docs/31') return { status: 200, body: docs };
      if (c.path === '/api/aoa/validate-attend-code') return codeReply(true);
    });
    await screen.findByRole('form', { name: 'Verify by attendance code' });
    enterCode('K7QX2M');
    expect(await screen.findByText(AOA_MESSAGES.codeVerified)).toBeTruthy();
    expect(writes(calls).map((c) => c.path)).toEqual(['/api/aoa/validate-attend-code']);
  });

  it('shows no code section without HPT005 (canSeeCodeSection), only the documents', async () => {
    openAoa('/learner/affidavitofattendance/31/verification', makeAoa({ abilities: { canSeeCodeSection: false } }), (c) =>
      c.path === '/api/aoa/docs/31' ? { status: 200, body: docs } : undefined,
    );
    expect(await screen.findByText('No documents for this affidavit yet.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Verify by attendance code' })).toBeNull();
    expect(screen.getByRole('form', { name: /^Upload/ })).toBeTruthy();
  });

  it('by documents: the learner picks a file and it is sent as Attendance Documentation (type 70)', async () => {
    openAoa('/learner/affidavitofattendance/31/verification', makeAoa(), (c) =>
      c.path === '/api/aoa/docs/31' ? { status: 200, body: docs } : undefined,
    );
    const form = await screen.findByRole('form', { name: 'Upload Attendance Documentation' });
    const posted: FormData[] = [];
    const json = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
      if (!(init.body instanceof FormData)) return json(input, init);
      posted.push(init.body);
      expect(input).toBe('/api/aoa/docs/31');
      return Promise.resolve(new Response(JSON.stringify({ id: 6, message: 'Document Successfully Uploaded' }), { status: 201 }));
    });
    const file = new File(['%PDF'], 'certificate.pdf', { type: 'application/pdf' });
    fireEvent.change(within(form).getByLabelText(/^Attendance Documentation file/), { target: { files: [file] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Document Successfully Uploaded')).toBeTruthy();
    expect(posted[0]?.get('attachment_type_id')).toBe('70');
  });

  it('by documents: lists them and removes one with a confirmation (PUT /docs/remove/{docId})', async () => {
    const doc = {
      id: 5,
      doc_name: 'certificate.pdf',
      attachment_type_id: 70,
      attachment_type: 'Attendance Documentation',
      content_type: 'application/pdf',
      size_bytes: 12_300,
      created_by_name: 'Ada Lovelace',
      created_at: '2026-11-21T15:00:00.000Z',
    };
    const aoa = makeAoa({ details: { verifyTypeId: 2, verificationType: 'Documents', rosterId: 90 } });
    const calls = openAoa('/learner/affidavitofattendance/31/verification', aoa, (c) => {
      if (c.path === '/api/aoa/docs/31') return { status: 200, body: { ...docs, documents: [doc] } };
      if (c.path === '/api/docs/remove/5') return { status: 200, body: { message: 'Document removed' } };
    });
    expect(await screen.findByText('Verified by documents: a reviewer approves them.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove certificate.pdf' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(writes(calls).map((c) => [c.method, c.path])).toEqual([['PUT', '/api/docs/remove/5']]));
  });
});
