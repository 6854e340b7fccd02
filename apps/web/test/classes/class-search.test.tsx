import { CLASS_MESSAGES } from '@cpe/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ClassSearchScreen from '../../src/features/classes/search/ClassSearchScreen.tsx';
import {
  classSearchStore,
  DEFAULT_ATTENDANCE_CODE_TYPE,
  DEFAULT_DOCUMENTATION_TYPE,
  EMPTY_CLASS_CRITERIA,
} from '../../src/features/classes/search/class-search-store.ts';
import { sessionStore } from '../../src/lib/session/session-store.ts';
import { type Call, stubFetch, urlOf } from '../support/fetch-stub.ts';
import { makeUser } from '../support/fixtures/users.ts';
import { personSearchReply } from '../support/person-search.ts';
import { newQueryClient } from '../support/render.tsx';

const row = (id: number) => ({
  id,
  class_title: `Class ${id}`,
  status: 'Uncertified',
  course_id: 7,
  course_title: 'Ethics for Tax Professionals',
  start_date: '2026-11-20',
  end_date: '2026-11-21',
  timezone: 'America/New_York',
  lms_id: null,
  alternate_id: null,
  roster_count: 25,
});

let calls: Call[];
let empty: boolean;

beforeEach(() => {
  empty = false;
  classSearchStore.set({
    draft: EMPTY_CLASS_CRITERIA,
    applied: EMPTY_CLASS_CRITERIA,
    attendanceCodeType: DEFAULT_ATTENDANCE_CODE_TYPE,
    documentationType: DEFAULT_DOCUMENTATION_TYPE,
  });
  sessionStore.set({
    token: 'tok',
    user: makeUser({ person_id: 2, permissions: ['CLS046'] }),
    sessionTime: null,
    personAccountStatus: null,
  });
  calls = stubFetch((call) => {
    const url = urlOf(call);
    if (url.pathname === '/api/class/search') {
      if (empty) return { status: 200, body: { items: [], nextCursor: null } };
      const after = url.searchParams.get('after');
      return { status: 200, body: after ? { items: [row(1)], nextCursor: null } : { items: [row(3), row(2)], nextCursor: 'cursor-2' } };
    }
    return personSearchReply(call.path, [{ id: 4, name: 'Ian Instructor' }]);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const client = newQueryClient();
function renderSearch() {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ClassSearchScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const searches = () => calls.map(urlOf).filter((u) => u.pathname === '/api/class/search');

describe('class search (/class-search)', () => {
  it('keeps the defaults of the search-screen state: attendance code type 1, documentation type 2', () => {
    expect(classSearchStore.get()).toMatchObject({ attendanceCodeType: 1, documentationType: 2 });
  });

  it("pages with nextCursor ('Load more'), each row linking to its class", async () => {
    client.clear();
    renderSearch();
    const table = await screen.findByRole('table', { name: 'Classes' });
    expect(
      within(table)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/class/3', '/class/2']);
    expect(searches()[0]?.searchParams.get('limit')).toBe('25');
    expect(screen.getByRole('status').textContent).toBe('Showing 2 classes; more match.');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('link')).toHaveLength(3));
    expect(searches()[1]?.searchParams.get('after')).toBe('cursor-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByRole('button', { name: 'New class' })).toBeTruthy();
  });

  it('shows New class by the create-class rule (canCreateClass), not by CLS046 alone', async () => {
    client.clear();
    sessionStore.set({
      token: 'tok',
      user: makeUser({ person_id: 2, permissions: ['CLS055'] }),
      sessionTime: null,
      personAccountStatus: null,
    });
    renderSearch();
    await screen.findByRole('table', { name: 'Classes' });
    expect(screen.getByRole('button', { name: 'New class' })).toBeTruthy();
    cleanup();
    const instructor = ['CRS007', 'CRS053', 'FIN030', 'HPT005', 'LLP057'];
    sessionStore.set({
      token: 'tok',
      user: makeUser({ person_id: 2, permissions: instructor }),
      sessionTime: null,
      personAccountStatus: null,
    });
    renderSearch();
    await screen.findByRole('table', { name: 'Classes' });
    expect(screen.queryByRole('button', { name: 'New class' })).toBeNull();
  });

  it('searches with the criteria set, and keeps them when the user comes back', async () => {
    client.clear();
    renderSearch();
    await screen.findByRole('table', { name: 'Classes' });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Boston' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'Certified' } });
    fireEvent.change(screen.getByLabelText('Class date'), { target: { value: '2026-11-20' } });
    const person = screen.getByRole('combobox', { name: 'Person' });
    person.focus();
    fireEvent.mouseDown(person);
    fireEvent.change(person, { target: { value: 'ian' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Ian Instructor' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches().at(-1)?.searchParams.get('search_text')).toBe('Boston'));
    const last = searches().at(-1);
    expect(last?.searchParams.get('person_id')).toBe('4');
    expect(last?.searchParams.get('status')).toBe('Certified');
    expect(last?.searchParams.get('date')).toBe('2026-11-20');
    expect(last?.searchParams.has('date_from')).toBe(false);

    cleanup();
    renderSearch();
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('Boston');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('Certified');
    // The chosen person's name comes back by id.
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Person' }) as HTMLInputElement).value).toBe('Ian Instructor'));
    // The kept results show at once, before any new answer.
    expect(screen.getByRole('table', { name: 'Classes' })).toBeTruthy();
  });

  it("refuses a reversed date range, and says 'No Classes Found' for an empty answer", async () => {
    client.clear();
    renderSearch();
    await screen.findByRole('table', { name: 'Classes' });
    fireEvent.change(screen.getByLabelText('Date from'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('Date to'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Date from must not be after Date to.')).toBeTruthy();
    expect(searches()).toHaveLength(1);
    empty = true;
    fireEvent.change(screen.getByLabelText('Date to'), { target: { value: '2026-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(CLASS_MESSAGES.noClassesFound)).toBeTruthy();
  });
});
