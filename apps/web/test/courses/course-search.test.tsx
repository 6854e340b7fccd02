import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CourseSearchScreen from '../../src/features/courses/search/CourseSearchScreen.tsx';
import { courseSearchStore, EMPTY_CRITERIA } from '../../src/features/courses/search/search-store.ts';
import { configureApi } from '../../src/lib/api-client.ts';
import { clearSession, sessionStore } from '../../src/lib/session/session-store.ts';
import { type Call, stubFetch, urlOf } from '../support/fetch-stub.ts';
import { makeUser } from '../support/fixtures/users.ts';
import { newQueryClient } from '../support/render.tsx';

const row = (id: number) => ({
  id,
  title: `Course ${id}`,
  course_status: 'Draft',
  delivery_method: null,
  agenda_type: 'US-CPE',
  version: 1,
  lms_id: null,
  created_by_name: 'Ian Instructor',
  updated_at: '2026-09-04T15:00:00.000Z',
});

let calls: Call[];

beforeEach(() => {
  courseSearchStore.set({ draft: EMPTY_CRITERIA, applied: EMPTY_CRITERIA, sort: 'updated' });
  sessionStore.set({
    token: 'tok',
    user: makeUser({ person_id: 2, permissions: ['CRS007'] }),
    sessionTime: null,
    personAccountStatus: null,
  });
  configureApi({
    token: () => sessionStore.get().token,
    userId: () => sessionStore.get().user?.person_id ?? null,
    onLoginRequired: () => {},
  });
  calls = stubFetch((call) => {
    const url = urlOf(call);
    if (url.pathname === '/api/course/search') {
      const after = url.searchParams.get('after');
      return { status: 200, body: after ? { items: [row(1)], nextCursor: null } : { items: [row(3), row(2)], nextCursor: 'cursor-2' } };
    }
    if (url.pathname === '/api/course/search/export') {
      const headers = { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="courses.csv"' };
      return { status: 200, body: 'Course ID,Title\r\n', headers };
    }
    if (url.pathname === '/api/ref/lookups') return { status: 200, body: { deliveryMethods: [], agendaTypes: [] } };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

function show() {
  const client = newQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CourseSearchScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const searches = () => calls.map((c) => ({ url: urlOf(c) })).filter((s) => s.url.pathname === '/api/course/search');

describe('course search screen', () => {
  it('pages with Load more by nextCursor and links each row to its course', async () => {
    show();
    const table = await screen.findByRole('table', { name: 'Courses' });
    await within(table).findByText('Course 3');
    expect(within(table).getByRole('link', { name: 'Course 2' }).getAttribute('href')).toBe('/course/2');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await within(table).findByText('Course 1');
    expect(searches().map((s) => s.url.searchParams.get('after'))).toEqual([null, 'cursor-2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('searches with the criteria and sorts on the server; the criteria outlive the screen', async () => {
    show();
    await screen.findByText('Course 3');
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'ethics' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Finalized' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches().at(-1)?.url.searchParams.get('search_text')).toBe('ethics'));
    expect(searches().at(-1)?.url.searchParams.get('status')).toBe('Finalized');
    fireEvent.click(await screen.findByRole('button', { name: 'Title' }));
    await waitFor(() => expect(searches().at(-1)?.url.searchParams.get('sort')).toBe('title'));

    cleanup();
    show();
    expect((screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement).value).toBe('ethics');
  });

  it('refuses a date range that ends before it starts', async () => {
    show();
    await screen.findByText('Course 3');
    fireEvent.change(screen.getByLabelText('Updated from'), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByLabelText('Updated to'), { target: { value: '2026-01-01' } });
    const before = searches().length;
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Updated from must not be after Updated to.')).toBeTruthy();
    expect(searches().length).toBe(before);
  });

  it('exports the same search as CSV with the session headers', async () => {
    const createObjectURL = vi.fn(() => 'blob:courses');
    // jsdom has no object URLs; the test lends it the two functions the export uses.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    courseSearchStore.set((s) => ({ ...s, applied: { ...EMPTY_CRITERIA, status: 'Draft' }, sort: 'title' }));
    show();
    await screen.findByText('Course 3');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = calls.find((c) => urlOf(c).pathname === '/api/course/search/export');
    expect(Object.fromEntries(call ? urlOf(call).searchParams : [])).toEqual({ status: 'Draft', sort: 'title' });
    expect(Object.fromEntries(call?.headers ?? [])).toMatchObject({ authorization: 'Bearer tok', user_id: '2' });
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it("offers 'New course' to holders of CRS007 only", async () => {
    show();
    expect(screen.getByRole('button', { name: 'New course' })).toBeTruthy();
    cleanup();
    sessionStore.set((s) => ({ ...s, user: makeUser({ permissions: ['CRS053'] }) }));
    show();
    expect(screen.queryByRole('button', { name: 'New course' })).toBeNull();
  });
});
