import { compactRoster } from '@cpe/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RosterStep from '../src/features/classes/roster/RosterStep.tsx';
import { rosterKey } from '../src/features/classes/roster/roster-api.ts';
import { configureApi } from '../src/lib/api-client.ts';
import { stubFetch } from './support/fetch-stub.ts';
import { learner, makeRoster, makeRosterClass } from './support/fixtures/roster.ts';
import { newQueryClient, renderWithClient } from './support/render.tsx';

/**
 * The roster screen reads the compact roster (issue 17) and asks again with the ETag of the
 * answer it holds: a 304 keeps the roster on screen without sending it again.
 */
beforeEach(() => configureApi({ token: () => 'token-1', userId: () => 7, onLoginRequired: () => {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the roster read', () => {
  it('sends If-None-Match with the held ETag and keeps the roster on a 304', async () => {
    const roster = makeRoster([learner(1, 'Alice Adams'), learner(2, 'Bob Brown')]);
    const calls = stubFetch((call) => {
      if (call.path !== '/api/class/roster/compact/7') return undefined;
      if (call.headers.get('if-none-match') === '"v1"') return { status: 304, body: null, headers: { etag: '"v1"' } };
      return { status: 200, body: compactRoster(roster), headers: { 'content-type': 'application/json', etag: '"v1"' } };
    });
    const client = newQueryClient();
    renderWithClient(<RosterStep cls={makeRosterClass()} />, client);
    expect(await screen.findByText('Bob Brown')).toBeTruthy();
    await client.invalidateQueries({ queryKey: rosterKey(7) });
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/class/roster/compact/7')).toHaveLength(2));
    const [first, second] = calls.filter((c) => c.path === '/api/class/roster/compact/7');
    expect(first?.headers.get('if-none-match')).toBeNull();
    expect(second?.headers.get('if-none-match')).toBe('"v1"');
    expect(screen.getByText('Alice Adams')).toBeTruthy();
    expect(screen.getByText('Bob Brown')).toBeTruthy();
  });
});
