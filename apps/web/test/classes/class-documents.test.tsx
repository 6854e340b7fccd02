import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ClassDocumentsStep from '../../src/features/classes/documentation/ClassDocumentsStep.tsx';
import { stubFetch } from '../support/fetch-stub.ts';
import { makeClass } from '../support/fixtures/classes.ts';
import { renderClassStep } from '../support/render.tsx';

const doc = {
  id: 5,
  doc_name: 'sign-in.pdf',
  attachment_type_id: 32,
  attachment_type: 'Class Documentation',
  content_type: 'application/pdf',
  size_bytes: 12_300,
  created_by_name: 'Ada Admin',
  created_at: '2026-03-01T15:00:00.000Z',
};

/** The JSON stub, and the multipart POST recorded with its FormData (the JSON stub cannot parse it). */
function serve(edit: boolean): FormData[] {
  const posted: FormData[] = [];
  stubFetch((call) => {
    if (call.path === '/api/class/12') return { status: 200, body: makeClass({ abilities: { edit } }) };
    if (call.path === '/api/docs/class/12') return { status: 200, body: { attachmentTypes: [], documents: [doc] } };
  });
  const json = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
    if (!(init.body instanceof FormData)) return json(input, init);
    posted.push(init.body);
    return Promise.resolve(new Response(JSON.stringify({ id: 6, message: 'Document Successfully Uploaded' }), { status: 201 }));
  });
  return posted;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('class Documentation step (the shared documents step with the class adapter)', () => {
  it('lists the documents; those who edit upload Class Documentation, and nobody removes here', async () => {
    const posted = serve(true);
    renderClassStep(ClassDocumentsStep);
    expect(await screen.findByRole('table', { name: 'Class documents' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download sign-in.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove sign-in.pdf' })).toBeNull();
    expect(screen.queryByLabelText(/Attachment type/)).toBeNull();

    const form = screen.getByRole('form', { name: 'Upload Class Documentation' });
    const file = new File(['x'], 'roster.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText(/^Class Documentation file/), { target: { files: [file] } });
    const upload = screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement;
    expect(upload.disabled).toBe(false);
    fireEvent.click(upload);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect([...(posted[0] as FormData).keys()]).toEqual(['attachment_type_id', 'in_class_id', 'file']);
    expect(posted[0]?.get('attachment_type_id')).toBe('32');
    expect(form).toBeTruthy();
  });

  it('shows no upload to those who may not edit', async () => {
    serve(false);
    renderClassStep(ClassDocumentsStep);
    expect(await screen.findByRole('table', { name: 'Class documents' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Upload Class Documentation' })).toBeNull();
  });
});
