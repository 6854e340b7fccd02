import type { AuthUser } from '@cpe/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BIOGRAPHY_LABELS, BIOGRAPHY_SAVE_HINT, BiographyPanel } from '../src/features/user-settings/BiographyPanel.tsx';
import { alertStore } from '../src/lib/shell/alert-store.ts';
import { stubFetch } from './support/fetch-stub.ts';
import { renderWithClient } from './support/render.tsx';

const user = { person_id: 7, first_name: 'Erin', last_name: 'External' } as AuthUser;

function renderPanel(bios: unknown[]) {
  const calls = stubFetch((call) => {
    if (call.path.startsWith('/api/docs/person/')) return { status: 200, body: bios };
    if (call.path === '/api/docs/class') return { status: 201, body: { id: 1, message: 'Document Successfully Uploaded' } };
    return { status: 200, body: { message: 'ok', user } };
  });
  renderWithClient(<BiographyPanel user={user} />);
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BiographyPanel', () => {
  it('says there is none and cannot extend; the optional file is not marked invalid when empty', async () => {
    renderPanel([]);
    expect(await screen.findByText(BIOGRAPHY_LABELS.none)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Extend' }) as HTMLButtonElement).disabled).toBe(true);
    const input = screen.getByLabelText('Biography file (optional)');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(
      input.getAttribute('aria-describedby') && document.getElementById(String(input.getAttribute('aria-describedby')))?.textContent,
    ).toBe(BIOGRAPHY_SAVE_HINT);
  });

  it('saves without a file: the form carries no file (the server records the INVALID marker)', async () => {
    const calls = renderPanel([]);
    await screen.findByText(BIOGRAPHY_LABELS.none);
    fireEvent.click(screen.getByRole('button', { name: 'Save biography' }));
    await waitFor(() => expect(alertStore.get()?.message).toBe('User Settings successfully updated!'));
    const form = calls.find((c) => c.path === '/api/docs/class')?.body as FormData;
    expect([...form.keys()]).toEqual(['attachment_type_id', 'in_people_id', 'in_created_by']);
  });

  it('shows no file to download when the newest biography is the INVALID marker', async () => {
    renderPanel([
      { id: 4, doc_name: 'INVALID', status: 'INVALID', expiration_date: null, is_expired: 0, link: null },
      { id: 3, doc_name: 'bio.pdf', status: 'VALID', expiration_date: '2028-01-01', is_expired: 0, link: '/api/docs/download/3' },
    ]);
    expect(await screen.findByText(BIOGRAPHY_LABELS.none)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'bio.pdf' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Extend' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows an expired biography and extends it once', async () => {
    const calls = renderPanel([
      { id: 3, doc_name: 'bio.pdf', status: 'VALID', expiration_date: '2026-01-01', is_expired: 1, link: '/api/docs/download/3' },
    ]);
    expect(await screen.findByText(BIOGRAPHY_LABELS.expired)).toBeTruthy();
    // Its expiry in the display format.
    expect(screen.getByText(/expires Jan-01-2026$/)).toBeTruthy();
    const extend = screen.getByRole('button', { name: 'Extend' }) as HTMLButtonElement;
    fireEvent.click(extend);
    await waitFor(() => expect(extend.disabled).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ in_extend_biography: true, in_first_name: 'Erin' });
  });

  it('saves the chosen file as attachment type 11 for the person, fields before the file', async () => {
    const calls = renderPanel([]);
    await screen.findByText(BIOGRAPHY_LABELS.none);
    const file = new File(['bio'], 'bio.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Biography file (optional)'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Save biography' }));
    await waitFor(() => expect(alertStore.get()?.message).toBe('Document Successfully Uploaded'));
    const post = calls.find((c) => c.path === '/api/docs/class');
    const form = post?.body as FormData;
    expect([...form.keys()]).toEqual(['attachment_type_id', 'in_people_id', 'in_created_by', 'file']);
    expect(form.get('attachment_type_id')).toBe('11');
    expect(form.get('in_people_id')).toBe('7');
  });
});
