import type { ExternalCpeResponse } from '@cpe/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AlertBar from '../../src/app/shell/AlertBar.tsx';
import { useExternalCpe } from '../../src/features/external-cpe/api/ecp-queries.ts';
import ApprovalsStep from '../../src/features/external-cpe/approvals/ApprovalsStep.tsx';
import AwardsStep from '../../src/features/external-cpe/awards/AwardsStep.tsx';
import HistoryStep from '../../src/features/external-cpe/history/HistoryStep.tsx';
import { sessionStore } from '../../src/lib/session/session-store.ts';
import { alertStore } from '../../src/lib/shell/alert-store.ts';
import { type Call, type Responder, stubFetch } from '../support/fetch-stub.ts';
import { ECP_LOOKUPS, makeEcp } from '../support/fixtures/external-cpe.ts';
import { makeUser } from '../support/fixtures/users.ts';
import { newQueryClient } from '../support/render.tsx';

/** Like the workspace: loads ['external-cpe', 5] and hands the request to the step. */
function Loader({ Step }: { Step: ComponentType<{ request: ExternalCpeResponse }> }) {
  const request = useExternalCpe(5);
  return request.data ? <Step request={request.data} /> : null;
}

function renderStep(
  Step: ComponentType<{ request: ExternalCpeResponse }>,
  request: ExternalCpeResponse,
  more: Responder = () => undefined,
): Call[] {
  const calls = stubFetch((call) => {
    if (call.path === '/api/requests/ext-cpe/5' && call.method === 'GET') return { status: 200, body: request };
    if (call.path === '/api/ref/lookups') return { status: 200, body: ECP_LOOKUPS };
    return more(call);
  });
  render(
    <QueryClientProvider client={newQueryClient()}>
      <MemoryRouter>
        <Loader Step={Step} />
      </MemoryRouter>
      <AlertBar />
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  alertStore.set(null);
  sessionStore.set({ token: null, user: null, sessionTime: null, personAccountStatus: null });
});

describe('Awards', () => {
  it('converts college hours to CPE credits as they are typed (15 a semester hour, 10 a quarter hour) and saves the rows', async () => {
    const calls = renderStep(AwardsStep, makeEcp(), (call) =>
      call.path === '/api/requests/ext-cpe/awards/5' ? { status: 200, body: { rows: [], total_credits: 53 } } : undefined,
    );
    expect(await screen.findByText('No credits entered yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add field of study' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required.')).toBeTruthy();
    await screen.findByRole('option', { name: 'Taxes' });
    fireEvent.change(screen.getByLabelText('Field of study 1'), { target: { value: '11' } });
    fireEvent.change(screen.getByLabelText('Credit type 1'), { target: { value: 'semester' } });
    fireEvent.change(screen.getByLabelText('Hours 1'), { target: { value: '3' } });
    expect(screen.getByTestId('award-credits-1').textContent).toBe('= 45.0 CPE credits');
    fireEvent.change(screen.getByLabelText('Credit type 1'), { target: { value: 'quarter' } });
    expect(screen.getByTestId('award-credits-1').textContent).toBe('= 30.0 CPE credits');
    fireEvent.click(screen.getByRole('button', { name: 'Add field of study' }));
    fireEvent.change(screen.getByLabelText('Field of study 2'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Credits 2'), { target: { value: '8' } });
    expect(screen.getByTestId('awards-total').textContent).toBe('Total CPE credits: 38.0');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/requests/ext-cpe/awards/5')?.body).toEqual({
        rows: [
          { field_of_study_id: 11, is_college_type: 1, college_unit: 'quarter', college_hours: 3 },
          { field_of_study_id: 12, is_college_type: 0, credits: 8 },
        ],
      }),
    );
    expect(await screen.findByText('Awards saved')).toBeTruthy();
  });

  it('refuses a field of study twice, and is read-only without canEdit', async () => {
    renderStep(
      AwardsStep,
      makeEcp({
        abilities: { canEdit: false },
        awards: {
          rows: [
            {
              id: 1,
              field_of_study_id: 11,
              field_of_study: 'Taxes',
              subject_short_name: 'TAX',
              is_college_type: 1,
              college_unit: 'semester',
              college_hours: 2,
              credits: 30,
            },
          ],
          total_credits: 30,
        },
      }),
    );
    expect((await screen.findByTestId('award-credits-1')).textContent).toBe('= 30.0 CPE credits');
    expect((screen.getByLabelText('Hours 1') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});

describe('Approvals', () => {
  const checklist = (validation: boolean) => ({
    checklist: [
      { section: 'Request Details', message: 'Complete', validation_status: 'PASS', status: 'Complete' },
      { section: 'Awards', message: 'No credits entered', validation_status: validation ? 'PASS' : 'FAIL', status: 'Incomplete' },
      { section: 'NASBA Questions', message: 'Not Applicable', validation_status: 'PASS', status: 'Not Applicable' },
    ],
    rejected: !validation,
    validation,
  });

  it('shows the checklist with a link to the step that fixes a failing section, and the learner submits', async () => {
    const calls = renderStep(ApprovalsStep, makeEcp(), (call) => {
      if (call.path === '/api/requests/ext-cpe/approvals') return { status: 200, body: checklist(false) };
      if (call.path === '/api/requests/ext-cpe/submit/5')
        return { status: 200, body: { message: 'External CPE request submitted', request_status: 'Submitted' } };
    });
    expect((await screen.findByTestId('approvals-summary')).textContent).toContain('Some sections fail');
    expect(calls.find((c) => c.path === '/api/requests/ext-cpe/approvals')?.body).toEqual({ requestId: 5, requestType: 'ECPE' });
    expect(screen.getByText('Not Applicable')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Awards/ }).getAttribute('href')).toBe('/learner/cpe/awards/5');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('External CPE request submitted')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/requests/ext-cpe/submit/5')).toHaveLength(1);
  });

  it('gives staff Approve, Reopen and Not Approved; Not Approved goes to PUT /requests/close-not-approved with a reason', async () => {
    sessionStore.set({ token: 't', user: makeUser({ person_id: 2 }), sessionTime: null, personAccountStatus: null });
    const staff = makeEcp({
      header: { request_status: 'Submitted' },
      abilities: { canEdit: false, canSubmit: false, canApprove: true, canReopen: true, canNotApprove: true },
    });
    const calls = renderStep(ApprovalsStep, staff, (call) => {
      if (call.path === '/api/requests/ext-cpe/approvals') return { status: 200, body: checklist(true) };
      if (call.path === '/api/requests/close-not-approved')
        return { status: 200, body: { message: 'External CPE request closed as Not Approved', request_status: 'Not Approved' } };
    });
    expect((await screen.findByTestId('approvals-summary')).textContent).toContain('Every section passes.');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Not Approved' }));
    // Dialog title rule: 'Do Not Approve', the request's title under it.
    const dialog = await screen.findByRole('dialog', { name: 'Do Not Approve' });
    expect(dialog.textContent).toContain(staff.details.title);
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: 'Not CPE eligible.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not Approved' }));
    expect(await screen.findByText('External CPE request closed as Not Approved')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/requests/close-not-approved')?.body).toEqual({
      requestId: 5,
      updatedBy: 2,
      reason: 'Not CPE eligible.',
    });
  });
});

describe('History', () => {
  it('reads like the other histories: what happened in words, never the raw verbs', async () => {
    const row = (id: number, action: string, from: string | null, to: string, at: string) => ({
      id,
      action,
      from_status: from,
      to_status: to,
      comment: null,
      version: null,
      person_name: 'Lee Learner',
      occurred_at: at,
    });
    renderStep(HistoryStep, makeEcp(), (call) =>
      call.path === '/api/requests/history/5'
        ? {
            status: 200,
            body: [
              row(4, 'approve', 'Submitted', 'Approved', '2026-03-09T10:00:00.000Z'),
              row(3, 'reopen', 'Submitted', 'Reopened', '2026-03-08T10:00:00.000Z'),
              row(2, 'submit', 'Draft', 'Submitted', '2026-03-07T10:00:00.000Z'),
              row(1, 'create', null, 'Draft', '2026-03-06T10:00:00.000Z'),
            ],
          }
        : undefined,
    );
    const table = await screen.findByRole('table', { name: 'Workflow history' });
    const actions = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[1]?.textContent);
    expect(actions).toEqual(['Approved', 'Reopened for changes', 'Submitted for Approval', 'Created']);
  });
});
