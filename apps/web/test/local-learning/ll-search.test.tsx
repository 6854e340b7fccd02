import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LocalLearningSearchScreen from '../../src/features/local-learning/search/LocalLearningSearchScreen.tsx';
import { EMPTY_CRITERIA, localLearningSearchStores } from '../../src/features/local-learning/search/ll-search-store.ts';
import { configureApi } from '../../src/lib/api-client.ts';
import { clearSession, sessionStore } from '../../src/lib/session/session-store.ts';
import { type Call, stubFetch, urlOf } from '../support/fetch-stub.ts';
import { makeUser } from '../support/fixtures/users.ts';
import { newQueryClient } from '../support/render.tsx';

const row = (id: number, title: string) => ({
  id,
  title,
  course_status: 'Draft',
  delivery_method: 'Group Live',
  agenda_type: 'US-CPE',
  submitted_by: 'Ada Admin',
  submitted_on: null,
  start_date: '2026-10-05',
  class_id: 100 + id,
  updated_at: '2026-09-04T15:00:00.000Z',
});

let calls: Call[];

beforeEach(() => {
  for (const store of Object.values(localLearningSearchStores))
    store.set({ draft: EMPTY_CRITERIA, applied: EMPTY_CRITERIA, sort: 'updated' });
  sessionStore.set({
    token: 'tok',
    user: makeUser({ person_id: 2, permissions: ['LLP057'] }),
    sessionTime: null,
    personAccountStatus: null,
  });
  configureApi({
    token: () => sessionStore.get().token,
    userId: () => sessionStore.get().user?.person_id ?? null,
    onLoginRequired: () => {},
  });
  // The server decides what `mine` means; the stub answers as it would: one's own, or everything.
  calls = stubFetch((call) => {
    if (urlOf(call).pathname !== '/api/locallearning/search') return undefined;
    const mine = (call.body as { mine?: boolean }).mine;
    const items = mine ? [row(1, 'My roundtable')] : [row(1, 'My roundtable'), row(2, 'Their lunch and learn')];
    return { status: 200, body: { items, nextCursor: null } };
  });
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

function show(path: string) {
  render(
    <QueryClientProvider client={newQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <LocalLearningSearchScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const searches = () => calls.filter((c) => urlOf(c).pathname === '/api/locallearning/search').map((c) => c.body as Record<string, unknown>);

describe('local learning search screen', () => {
  it('/locallearning-search lists the caller’s own: it sends mine: true', async () => {
    show('/locallearning-search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Local Learning Search' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Local learnings' });
    expect(await within(table).findByRole('link', { name: 'My roundtable' })).toBeTruthy();
    expect(within(table).queryByRole('link', { name: 'Their lunch and learn' })).toBeNull();
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ mine: true, sort: 'updated' }));
  });

  it('?page=admin is Local Learning Administration: it sends mine: false and lists all', async () => {
    show('/locallearning-search?page=admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Local Learning Administration' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Local learnings' });
    expect(await within(table).findByRole('link', { name: 'Their lunch and learn' })).toBeTruthy();
    expect(searches().every((b) => b.mine === false)).toBe(true);
  });
});
