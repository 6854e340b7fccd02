import { CLASS_MESSAGES, compactRoster } from '@cpe/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RosterStep from '../src/features/classes/roster/RosterStep.tsx';
import { type RosterResponse, rosterKey, withChangedRows } from '../src/features/classes/roster/roster-api.ts';
import { configureApi } from '../src/lib/api-client.ts';
import { type Reply, stubFetch, writes } from './support/fetch-stub.ts';
import { learner, makeRoster, makeRosterClass } from './support/fixtures/roster.ts';
import { newQueryClient, renderWithClient } from './support/render.tsx';

/**
 * A write to one learner's attendance answers with that learner's row (ADR 0020): the
 * roster query takes it in place, and the roster of 2,000 is not read again.
 */
const REASON = [{ kind: 'missedTime', message: CLASS_MESSAGES.missedMinutesOnDay(30, 1) }];
const ROSTER = makeRoster([learner(1, 'Alice Adams', { '2026-03-02': [1] }), learner(2, 'Bob Brown'), learner(3, 'Cleo Chen')], {
  '1': REASON,
  '3': REASON,
});
const cleoMarked = {
  ...learner(3, 'Cleo Chen', { '2026-03-02': [1] }),
  credits: [{ credits: 1.5, subject_area: { subject_short_name: 'TAX' } }],
};

beforeEach(() => configureApi({ token: () => 'token-1', userId: () => 7, onLoginRequired: () => {} }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('roster write answers', { timeout: 20_000 }, () => {
  it('puts the changed row into the roster query without fetching the roster again', async () => {
    const calls = stubFetch((call) => {
      if (call.method === 'GET' && call.path === '/api/class/roster/compact/7') return { status: 200, body: compactRoster(ROSTER) };
      if (call.method === 'PUT' && call.path === '/api/class/attendance/3')
        return { status: 200, body: { message: 'Attendance updated', roster: [cleoMarked], limitationReasonsObj: {} } };
    });
    const client = newQueryClient();
    renderWithClient(<RosterStep cls={makeRosterClass()} />, client);
    fireEvent.click(await screen.findByLabelText('Cleo Chen attended 2026-03-02'));
    expect(await screen.findByText('TAX 1.5')).toBeTruthy();
    expect(writes(calls)).toEqual([{ method: 'PUT', path: '/api/class/attendance/3', body: { in_day: 1, in_did_attend: 1 } }]);
    const roster = client.getQueryData<RosterResponse>(rosterKey(7));
    expect(roster?.roster.map((e) => e.class_roster_id)).toEqual([1, 2, 3]);
    expect(roster?.roster[2]).toEqual(cleoMarked);
    // Cleo's reason went with the answer (it has none); Alice's stays.
    expect(roster?.limitationReasonsObj).toEqual({ '1': REASON });
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(calls.filter((c) => c.path === '/api/class/roster/compact/7')).toHaveLength(1);
    expect(client.getQueryState(rosterKey(7))?.isInvalidated).toBe(false);
  });

  it('two writes in flight together: neither answer is put in place, the roster is read again once both are done', async () => {
    const bobMarked = { ...learner(2, 'Bob Brown', { '2026-03-02': [1] }), credits: [] };
    const both = makeRoster([learner(1, 'Alice Adams', { '2026-03-02': [1] }), bobMarked, cleoMarked], { '1': REASON });
    let rosterReads = 0;
    let answerCleo: (reply: Reply) => void = () => {};
    const calls = stubFetch((call) => {
      if (call.method === 'GET' && call.path === '/api/class/roster/compact/7')
        return { status: 200, body: compactRoster(rosterReads++ === 0 ? ROSTER : both) };
      // Cleo's answer is held until Bob's has come back: the answers arrive out of order.
      if (call.method === 'PUT' && call.path === '/api/class/attendance/3') return new Promise<Reply>((resolve) => (answerCleo = resolve));
      if (call.method === 'PUT' && call.path === '/api/class/attendance/2')
        return { status: 200, body: { message: 'Attendance updated', roster: [bobMarked], limitationReasonsObj: {} } };
    });
    const client = newQueryClient();
    renderWithClient(<RosterStep cls={makeRosterClass()} />, client);
    fireEvent.click(await screen.findByLabelText('Cleo Chen attended 2026-03-02'));
    fireEvent.click(await screen.findByLabelText('Bob Brown attended 2026-03-02'));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    await waitFor(() => expect(client.isMutating()).toBe(1));
    // Cleo's answer, computed before Bob's write, would show Bob unmarked: it is not put in place.
    answerCleo({ status: 200, body: { message: 'Attendance updated', roster: [{ ...cleoMarked }], limitationReasonsObj: {} } });
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/class/roster/compact/7')).toHaveLength(2));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(client.getQueryData<RosterResponse>(rosterKey(7))).toEqual(both);
  });

  it('replaces only the rows of the answer, and their reasons', () => {
    const bob = { ...learner(2, 'Bob Brown'), credits: [] };
    const next = withChangedRows(ROSTER, { message: 'Attendance updated', roster: [bob], limitationReasonsObj: { '2': REASON } });
    expect(next.roster.map((e) => e.credits)).toEqual([ROSTER.roster[0]?.credits, [], ROSTER.roster[2]?.credits]);
    expect(next.limitationReasonsObj).toEqual({ '1': REASON, '2': REASON, '3': REASON });
    expect(next.days).toBe(ROSTER.days);
  });
});
