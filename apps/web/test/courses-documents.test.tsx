// @vitest-environment-options {"url": "http://acme.cpe.test/course/1/documentation"}
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CourseDocumentsStep from '../src/features/courses/documentation/CourseDocumentsStep.tsx';
import { formatSize, MAX_DOCUMENT_HINT } from '../src/features/courses/documentation/documents-api.ts';
import NasbaPage from '../src/features/courses/nasba/NasbaPage.tsx';
import { configureApi } from '../src/lib/api-client.ts';
import { refStore } from '../src/lib/reference/ref-store.ts';
import { alertStore } from '../src/lib/shell/alert-store.ts';
import { stubFetch } from './support/fetch-stub.ts';
import { courseWithModules } from './support/fixtures/courses.ts';
import { renderLoadedStep, renderStep, renderWithClient } from './support/render.tsx';

const ATTACHMENT_TYPES = [
  { id: 1, name: 'Course Materials' },
  { id: 2, name: 'Instructor Guide' },
  { id: 3, name: 'NASBA Documentation' },
];
const DOCUMENTS = [
  {
    id: 41,
    doc_name: 'syllabus.pdf',
    attachment_type_id: 1,
    attachment_type: 'Course Materials',
    content_type: 'application/pdf',
    size_bytes: 12_345,
    created_by_name: 'Ada Admin',
    created_at: '2026-03-02T14:30:00.000Z',
  },
  {
    id: 42,
    doc_name: 'recording.mp4',
    attachment_type_id: 2,
    attachment_type: 'Instructor Guide',
    content_type: 'video/mp4',
    size_bytes: 4_567_890,
    created_by_name: 'Cora Coordinator',
    created_at: '2026-03-01T09:05:00.000Z',
  },
];

/** GET /course/1, GET /docs/course/1 and the writes, with the documents list changing as a server's would. */
function serveDocuments(options: { upload?: Reply } = {}) {
  let documents = [...DOCUMENTS];
  return stubFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/course/1') return { status: 200, body: courseWithModules([]) };
    if (call.method === 'GET' && call.path === '/api/docs/course/1')
      return { status: 200, body: { attachmentTypes: ATTACHMENT_TYPES, documents } };
    if (call.method === 'POST' && call.path === '/api/docs/course/1') {
      return options.upload ?? { status: 201, body: { id: 43, message: 'Document Successfully Uploaded' } };
    }
    if (call.method === 'PUT' && call.path.startsWith('/api/docs/remove/')) {
      const id = Number(call.path.split('/').pop());
      documents = documents.filter((d) => d.id !== id);
      return { status: 200, body: { message: 'Document removed' } };
    }
    if (call.method === 'GET' && call.path === '/api/docs/download/41') {
      return {
        status: 200,
        body: '%PDF-1.7 syllabus',
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="syllabus.pdf"' },
      };
    }
  });
}

const pdf = (name = 'handout.pdf', size?: number) => {
  const file = new File(['%PDF-1.7 handout'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

const chooseFile = (file: File) => fireEvent.change(screen.getByLabelText(/^File/), { target: { files: [file] } });

beforeEach(() => {
  configureApi({ token: () => 'token-1', userId: () => 7, onLoginRequired: () => {} });
  refStore.set((s) => ({ ...s, settings: { ...s.settings, defaultTimezone: 'America/New_York' } }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  alertStore.set(null);
  configureApi({ token: () => null, userId: () => null, onLoginRequired: () => {} });
  refStore.set((s) => ({ ...s, settings: {} }));
});

describe('Course Documentation step', () => {
  it('lists the documents with type, size, uploader and date, and sizes in KB and MB', async () => {
    serveDocuments();
    renderStep(CourseDocumentsStep, courseWithModules([]));
    const table = await screen.findByRole('table', { name: 'Course documents' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const cells = (i: number) =>
      within(rows[i]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(1)).toEqual([
      'syllabus.pdf',
      'Course Materials',
      '12.3 KB',
      'Ada Admin',
      'Mar-02-2026 09:30 AM',
      'DownloadCommentsRemove',
    ]);
    expect(cells(2).slice(0, 5)).toEqual(['recording.mp4', 'Instructor Guide', '4.6 MB', 'Cora Coordinator', 'Mar-01-2026 04:05 AM']);
    expect(formatSize(512)).toBe('512 bytes');
    expect(formatSize(10_000_000)).toBe('10 MB');
  });

  it('shows an empty state, and no upload form nor Remove without the edit ability', async () => {
    stubFetch(() => ({ status: 200, body: { attachmentTypes: ATTACHMENT_TYPES, documents: [] } }));
    renderStep(CourseDocumentsStep, courseWithModules([], { abilities: { edit: false } }));
    expect(await screen.findByText('No documents for this course yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    cleanup();
    serveDocuments();
    renderStep(CourseDocumentsStep, courseWithModules([], { abilities: { edit: false } }));
    expect(await screen.findByRole('button', { name: 'Download syllabus.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByLabelText(/^File/)).toBeNull();
  });

  it('uploads multipart with attachment_type_id before the file and the auth headers, then refreshes the course', async () => {
    const calls = serveDocuments();
    renderLoadedStep(CourseDocumentsStep);
    const type = (await screen.findByLabelText(/^Attachment type/)) as HTMLSelectElement;
    expect(type.value).toBe('2'); // the documentation type
    const upload = screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement;
    expect(upload.disabled).toBe(true);
    fireEvent.change(type, { target: { value: '3' } });
    chooseFile(pdf());
    expect(upload.disabled).toBe(false);
    fireEvent.click(upload);

    await waitFor(() => expect(alertStore.get()).toMatchObject({ severity: 'success', message: 'Document Successfully Uploaded' }));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/docs/course/1');
    expect(post?.body).toBeInstanceOf(FormData);
    const entries = [...(post!.body as FormData).entries()];
    expect(entries.map(([name]) => name)).toEqual(['attachment_type_id', 'file']);
    expect(entries[0]![1]).toBe('3');
    expect((entries[1]![1] as File).name).toBe('handout.pdf');
    expect(post?.headers.get('authorization')).toBe('Bearer token-1');
    expect(post?.headers.get('user_id')).toBe('7');
    expect(post?.headers.get('subdomain_name')).toBe('acme');
    // The browser writes multipart/form-data with its boundary; a content-type of ours would break it.
    expect(post?.headers.get('content-type')).toBeNull();

    // The course and its documents are loaded again, and the form is ready for the next file.
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/docs/course/1')).toHaveLength(2));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/course/1')).toHaveLength(2));
    expect((screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the server’s message after “Error uploading document” when the upload fails', async () => {
    const calls = serveDocuments({
      upload: {
        status: 400,
        body: {
          message: 'body.attachment_type_id: Choose an attachment type of a course.',
          code: 'VALIDATION',
          errors: [{ field: 'body.attachment_type_id', message: 'Choose an attachment type of a course.' }],
        },
      },
    });
    renderStep(CourseDocumentsStep, courseWithModules([]));
    await screen.findByLabelText(/^Attachment type/);
    chooseFile(pdf());
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(alertStore.get()).toMatchObject({
        severity: 'error',
        message: 'Error uploading document: body.attachment_type_id: Choose an attachment type of a course.',
      }),
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('says a file over 10,000,000 bytes is sent in parts; one of exactly 10,000,000 bytes goes directly', async () => {
    const calls = serveDocuments();
    renderStep(CourseDocumentsStep, courseWithModules([]));
    await screen.findByLabelText(/^Attachment type/);
    chooseFile(pdf('big.pdf', 10_000_001));
    expect(await screen.findByText('10 MB: sent in parts.')).toBeTruthy();
    const upload = screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement;
    expect(upload.disabled).toBe(false);
    chooseFile(pdf('limit.pdf', 10_000_000));
    expect(screen.getByText(MAX_DOCUMENT_HINT)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('asks before removing a document, then calls PUT /docs/remove/{id} and reloads the list', async () => {
    const calls = serveDocuments();
    renderStep(CourseDocumentsStep, courseWithModules([]));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove syllabus.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove document' });
    expect(within(dialog).getByText('Remove syllabus.pdf from this course?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove syllabus.pdf' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Remove document' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('syllabus.pdf')).toBeNull());
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/api/docs/remove/41');
    expect(put?.headers.get('authorization')).toBe('Bearer token-1');
    expect(alertStore.get()?.message).toBe('Document removed');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a document’s comments and adds one (POST /docs/getComments, PUT /docs/updateComments)', async () => {
    const saved = [{ id: 1, comment: 'Check the page numbers.', created_by: 'Cora Coordinator', created_on: '2026-03-03T15:00:00.000Z' }];
    const calls = stubFetch((call) => {
      if (call.method === 'GET' && call.path === '/api/docs/course/1')
        return { status: 200, body: { attachmentTypes: ATTACHMENT_TYPES, documents: DOCUMENTS } };
      if (call.method === 'POST' && call.path === '/api/docs/getComments') return { status: 200, body: saved };
      if (call.method === 'PUT' && call.path === '/api/docs/updateComments') {
        const body = call.body as { comment: string };
        saved.push({ id: 2, comment: body.comment, created_by: 'Ada Admin', created_on: '2026-03-04T15:00:00.000Z' });
        return { status: 200, body: saved };
      }
    });
    renderStep(CourseDocumentsStep, courseWithModules([]));
    fireEvent.click(await screen.findByRole('button', { name: 'Comments on syllabus.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comments on syllabus.pdf' });
    const list = await within(dialog).findByRole('list', { name: 'Comments' });
    expect(list.textContent).toContain('Check the page numbers.');
    expect(list.textContent).toContain('Cora Coordinator · Mar-03-2026 10:00 AM');
    expect(calls.find((c) => c.path === '/api/docs/getComments')?.body).toEqual({ documentId: 41 });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Add comment' }));
    expect(await within(dialog).findByText('Required.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('New comment'), { target: { value: '  Page 4 is fixed.  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add comment' }));
    expect(await within(dialog).findByText('Page 4 is fixed.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/docs/updateComments',
      body: { documentId: 41, comment: 'Page 4 is fixed.' },
    });
    expect((within(dialog).getByLabelText('New comment') as HTMLTextAreaElement).value).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why a comment was refused, beside the field', async () => {
    stubFetch((call) => {
      if (call.method === 'GET' && call.path === '/api/docs/course/1')
        return { status: 200, body: { attachmentTypes: ATTACHMENT_TYPES, documents: DOCUMENTS } };
      if (call.path === '/api/docs/getComments') return { status: 200, body: [] };
      if (call.path === '/api/docs/updateComments') return { status: 404, body: { message: 'Document not found', code: 'NOT_FOUND' } };
    });
    renderStep(CourseDocumentsStep, courseWithModules([]));
    fireEvent.click(await screen.findByRole('button', { name: 'Comments on recording.mp4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comments on recording.mp4' });
    expect(await within(dialog).findByText('No comments on this document yet.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('New comment'), { target: { value: 'Hello' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add comment' }));
    expect(await within(dialog).findByText('Document not found')).toBeTruthy();
  });

  it('downloads with the auth headers under the document’s name and revokes the object URL', async () => {
    const calls = serveDocuments();
    const createObjectURL = vi.fn(() => 'blob:doc-41');
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs: a URL class of the test's own, restored by vi.unstubAllGlobals().
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL, revokeObjectURL }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderStep(CourseDocumentsStep, courseWithModules([]));
    fireEvent.click(await screen.findByRole('button', { name: 'Download syllabus.pdf' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('syllabus.pdf');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:doc-41');
    expect(clicked[0]?.isConnected).toBe(false);
    expect(calls.find((c) => c.path === '/api/docs/download/41')?.headers.get('authorization')).toBe('Bearer token-1');
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:doc-41'));
  });
});

describe('NASBA page /nasba/:id', () => {
  const renderAt = (path: string) =>
    renderWithClient(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/nasba/:id" element={<NasbaPage />} />
        </Routes>
      </MemoryRouter>,
    );

  it('loads the course and shows its NASBA questions', async () => {
    const calls = stubFetch((call) => {
      if (call.path === '/api/course/1') return { status: 200, body: courseWithModules([]) };
      if (call.path === '/api/course/nasba/1')
        return {
          status: 200,
          body: [{ question_id: 1, question: 'What are the learning objectives?', is_required: true, answer: 'Ethics' }],
        };
    });
    renderAt('/nasba/1');
    expect(((await screen.findByLabelText(/^What are the learning objectives\?/)) as HTMLTextAreaElement).value).toBe('Ethics');
    expect(screen.getByRole('heading', { level: 1, name: 'NASBA Questions' })).toBeTruthy();
    expect(screen.getByText('Course 1: Ethics for Tax Professionals')).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/api/course/1', '/api/course/nasba/1']);
  });

  it('says the course was not found on a 404, and for an id that cannot exist without calling', async () => {
    stubFetch(() => ({ status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } }));
    renderAt('/nasba/999');
    expect(await screen.findByText('Course 999 was not found.')).toBeTruthy();
    cleanup();
    const calls = stubFetch(() => undefined);
    renderAt('/nasba/abc');
    expect(screen.getByText('Course abc was not found.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
