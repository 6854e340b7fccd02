import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CpeInfoStep from '../src/features/courses/cpe/CpeInfoStep.tsx';
import CreditsStep from '../src/features/courses/cpe/CreditsStep.tsx';
import QualificationStep from '../src/features/courses/cpe/QualificationStep.tsx';
import { alertStore } from '../src/lib/shell/alert-store.ts';
import { stubFetch } from './support/fetch-stub.ts';
import { COURSE_LOOKUPS, courseWithModules, makeModule, REF_LOOKUPS } from './support/fixtures/courses.ts';
import { makeCpeInfo } from './support/fixtures/cpe.ts';
import { renderStep } from './support/render.tsx';

const course = (deliveryMethodId = 1, edit = true) =>
  courseWithModules([makeModule({ module_id: 1, day: 1, day_index: 1 })], { deliveryMethodId, abilities: { edit } });

function serve(info = makeCpeInfo()) {
  return stubFetch((call) => {
    if (call.path === '/api/agendas/cpe-info/1' && call.method === 'GET') return { status: 200, body: info };
    if (call.path === '/api/agendas/cpe-info/1') return { status: 200, body: { message: 'CPE information saved' } };
    if (call.path === '/api/course/qualifications/1') return { status: 200, body: { message: 'Program qualifications saved' } };
    if (call.path === '/api/ref/lookups') return { status: 200, body: REF_LOOKUPS };
    if (call.path === '/api/course/lookups') return { status: 200, body: COURSE_LOOKUPS };
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  alertStore.set(null);
});

describe('CPE Information', () => {
  it('shows the polling requirement for Group Internet-Based and saves the form', async () => {
    const calls = serve();
    renderStep(CpeInfoStep, course(1));
    expect(await screen.findByText(/at least 6 polling events \(three per credit\) — not yet met/)).toBeTruthy();
    expect(screen.queryByLabelText('Words')).toBeNull();
    fireEvent.click(screen.getByLabelText('0.5 (halves)'));
    fireEvent.click(screen.getByLabelText('Chat participation'));
    fireEvent.change(screen.getByLabelText('Polling events'), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('Prerequisites'), { target: { value: 'Basic tax knowledge\n  Form 1040 \n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alertStore.get()?.message).toBe('CPE information saved'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      credit_increment: 0.5,
      prerequisites: '["Basic tax knowledge","Form 1040"]',
      engagement_measure_ids: [1, 2],
      polling_events: 6,
    });
  });

  it('requires prerequisites when a module calls for them, typed as plain text', async () => {
    const calls = serve(makeCpeInfo({ prerequisites_required: true }));
    renderStep(CpeInfoStep, course(2));
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Prerequisites/), { target: { value: '   \n ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    // Text that is not JSON is fine: it is what people type.
    fireEvent.change(screen.getByLabelText(/^Prerequisites/), { target: { value: 'Two years in audit: "senior" level' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ prerequisites: '["Two years in audit: \\"senior\\" level"]' }),
    );
    expect(screen.queryByLabelText('Polling events')).toBeNull();
  });

  it('shows stored prerequisites as lines of text, not JSON', async () => {
    serve(makeCpeInfo({ prerequisites: '["Basic individual tax knowledge","Form 1040 experience"]' }));
    renderStep(CpeInfoStep, course(2));
    const field = (await screen.findByLabelText(/^Prerequisites/)) as HTMLTextAreaElement;
    expect(field.value).toBe('Basic individual tax knowledge\nForm 1040 experience');
    expect(screen.getByText('One prerequisite per line, e.g. Basic individual tax knowledge')).toBeTruthy();
  });

  it('asks for the word counts of QAS Self Study', async () => {
    const calls = serve();
    renderStep(CpeInfoStep, course(4));
    fireEvent.change(await screen.findByLabelText('Words'), { target: { value: '18000' } });
    fireEvent.change(screen.getByLabelText('Audio/video minutes'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Review questions'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a whole number.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Review questions'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        self_study_words: 18000,
        self_study_media_minutes: 30,
        self_study_review_questions: 20,
      }),
    );
  });
});

describe('Credits', () => {
  it('lists credits by field of study and the total', async () => {
    serve();
    renderStep(CreditsStep, course());
    const table = await screen.findByRole('table', { name: 'Credits by field of study' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['Field of studyMinutesCredits', 'Taxes601.2', 'Accounting400.8', 'Total1002.0']);
    expect(screen.queryByTestId('credits-unassigned')).toBeNull();
  });

  it('shows 350 minutes as 7.0 credits, shared as 4.8 Auditing and 2.2 Taxes (ADR 0051)', async () => {
    const credits = {
      kind: 'group',
      minutes: 350,
      total: 7,
      minimum: 1,
      increment: 0.2,
      byField: [
        { field_of_study_id: 2, name: 'Auditing', minutes: 235, credits: 4.8 },
        { field_of_study_id: 20, name: 'Taxes', minutes: 115, credits: 2.2 },
      ],
    };
    serve(makeCpeInfo({ credits }));
    renderStep(CreditsStep, course());
    const table = await screen.findByRole('table', { name: 'Credits by field of study' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['Field of studyMinutesCredits', 'Auditing2354.8', 'Taxes1152.2', 'Total3507.0']);
    expect(screen.getByText(/minimum 1\.0, increment 0\.2/)).toBeTruthy();
  });
});

describe('Program Qualification', () => {
  it('requires a state for a qualification that needs a jurisdiction, then saves', async () => {
    const calls = serve();
    renderStep(QualificationStep, course());
    fireEvent.click(await screen.findByRole('button', { name: 'Add qualification' }));
    fireEvent.change(screen.getByLabelText(/^Qualification 2/), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^State 2/), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        items: [
          { qualification_id: 5, state_id: 33 },
          { qualification_id: 5, state_id: 5 },
        ],
      }),
    );
  });

  it('lists the qualifications read-only without the edit ability', async () => {
    serve();
    renderStep(QualificationStep, course(2, false));
    expect(await screen.findByText('State Board of Accountancy')).toBeTruthy();
    expect(screen.getByText('New York')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
