import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ContentReviewStep, { reviewExclusions } from '../src/features/courses/content-review/ContentReviewStep.tsx';
import IrsStep from '../src/features/courses/irs/IrsStep.tsx';
import NasbaStep from '../src/features/courses/nasba/NasbaStep.tsx';
import { sessionStore } from '../src/lib/session/session-store.ts';
import { alertStore } from '../src/lib/shell/alert-store.ts';
import { stubFetch } from './support/fetch-stub.ts';
import { COURSE_LOOKUPS, courseWithModules, makeModule, PEOPLE } from './support/fixtures/courses.ts';
import { makeUser } from './support/fixtures/users.ts';
import { personSearchReply } from './support/person-search.ts';
import { renderStep } from './support/render.tsx';

const course = (abilities = {}) => courseWithModules([makeModule({ module_id: 1, day: 1, day_index: 1 })], { abilities });
const reviewStatus = {
  required: true,
  finalizationDate: '2026-03-01',
  days: [
    {
      day: 1,
      developer_ids: [4],
      reviewers: [
        { id: 70, reviewer_id: 2, name: 'Ada Admin', is_attested: false, start_date: '2026-02-01', completion_date: null, note: null },
      ],
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  alertStore.set(null);
  sessionStore.set({ token: null, user: null, sessionTime: null, personAccountStatus: null });
});

describe('Content Review', () => {
  it('never offers a day’s module developers, nor its reviewers, as reviewers', () => {
    expect(reviewExclusions(reviewStatus.days[0]!)).toEqual([4, 2]);
  });

  it('shows the finalization date, attests at once and adds a reviewer with dates', async () => {
    const calls = stubFetch((call) => {
      if (call.path === '/api/agendas/review-status/1') return { status: 200, body: reviewStatus };
      if (call.path.startsWith('/api/persons/search')) return personSearchReply(call.path, PEOPLE);
      if (call.path === '/api/agendas/content-review/70') return { status: 200, body: { message: 'Content review saved' } };
      if (call.path === '/api/agendas/content-review/1') return { status: 201, body: { id: 71 } };
    });
    renderStep(ContentReviewStep, course());
    expect((await screen.findByTestId('finalization-date')).textContent).toBe('Mar-01-2026');
    expect(screen.getByText('Feb-01-2026')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Ada Admin attested'));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/agendas/content-review/70')?.body).toEqual({ is_attested: true }));

    fireEvent.click(await screen.findByRole('button', { name: 'Add reviewer to Day 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add reviewer to Day 1' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required.')).toBeTruthy();
    const picker = within(dialog).getByRole('combobox', { name: /Reviewer/ });
    fireEvent.keyDown(picker, { key: 'ArrowDown' });
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Cora Coordinator']);
    fireEvent.click(screen.getByRole('option', { name: 'Cora Coordinator' }));
    fireEvent.change(within(dialog).getByLabelText('Start date'), { target: { value: '2026-02-10' } });
    fireEvent.change(within(dialog).getByLabelText('Completion date'), { target: { value: '2026-02-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The completion date cannot be before the start date.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Completion date'), { target: { value: '2026-02-12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/agendas/content-review/1')?.body).toEqual({
        day: 1,
        reviewer_id: 5,
        is_attested: false,
        start_date: '2026-02-10',
        completion_date: '2026-02-12',
        note: null,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is read-only without editContentReview', async () => {
    stubFetch((call) =>
      call.path === '/api/agendas/review-status/1' ? { status: 200, body: reviewStatus } : { status: 200, body: COURSE_LOOKUPS },
    );
    renderStep(ContentReviewStep, course({ editContentReview: false }));
    expect((await screen.findByLabelText('Ada Admin attested')).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: /Add reviewer/ })).toBeNull();
  });
});

describe('IRS CE', () => {
  const serveIrs = () =>
    stubFetch((call) => {
      if (call.path === '/api/course/irs-program/reviewer/1')
        return { status: 200, body: { approver: { id: 7, name: 'Ada Lovelace' }, is_irs_ce: true, is_irs_ce_approved: false } };
      if (call.path === '/api/roles/people/26')
        return {
          status: 200,
          body: [
            { id: 7, name: 'Ada Lovelace' },
            { id: 9, name: 'Alan Turing' },
          ],
        };
      if (call.method === 'PUT') return { status: 200, body: { message: 'IRS CE information saved' } };
    });

  it('shows the approve switch to the assigned approver only', async () => {
    const calls = serveIrs();
    sessionStore.set({ token: 't', user: makeUser({ person_id: 7 }), sessionTime: null, personAccountStatus: null });
    renderStep(IrsStep, course());
    fireEvent.click(await screen.findByLabelText('Approve IRS CE'));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/course/irs-info/1')?.body).toEqual({ is_irs_ce_approved: true }));
    cleanup();
    sessionStore.set({ token: 't', user: makeUser({ person_id: 8 }), sessionTime: null, personAccountStatus: null });
    renderStep(IrsStep, course());
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(screen.queryByLabelText('Approve IRS CE')).toBeNull();
  });

  it('requires the program number of an IRS CE course and assigns an approver', async () => {
    const calls = serveIrs();
    renderStep(IrsStep, course());
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^IRS program number/), { target: { value: 'ABCDE-T-00001-26-S' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/course/irs-info/1')?.body).toEqual({
        is_irs_ce: true,
        irs_program_number: 'ABCDE-T-00001-26-S',
      }),
    );
    await screen.findByRole('option', { name: 'Alan Turing' });
    fireEvent.change(screen.getByLabelText('IRS CE approver'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/course/irs-program/reviewer/assign')?.body).toEqual({ agendaId: 1, reviewerId: 9 }),
    );
  });
});

describe('NASBA Questions', () => {
  it('marks required questions, checks them and saves every answer', async () => {
    const calls = stubFetch((call) => {
      if (call.method === 'GET')
        return {
          status: 200,
          body: [
            { question_id: 1, question: 'What are the learning objectives?', is_required: true, answer: null },
            { question_id: 3, question: 'Which advance preparation is required?', is_required: false, answer: 'None' },
          ],
        };
      return { status: 200, body: { message: 'NASBA answers saved' } };
    });
    renderStep(NasbaStep, course());
    const required = await screen.findByLabelText(/^What are the learning objectives\?/);
    expect(required.hasAttribute('required')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required.')).toBeTruthy();
    fireEvent.change(required, { target: { value: 'Apply the 2026 changes.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        answers: [
          { question_id: 1, answer: 'Apply the 2026 changes.' },
          { question_id: 3, answer: 'None' },
        ],
      }),
    );
    await waitFor(() => expect(alertStore.get()?.message).toBe('NASBA answers saved'));
  });
});
