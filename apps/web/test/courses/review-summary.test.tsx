import type { FeedbackItem } from '@cpe/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewSummaryDialog } from '../../src/components/feedback/ReviewSummaryDialog.tsx';
import { reviewSummary } from '../../src/components/feedback/review-summary.ts';

const item = (over: Partial<FeedbackItem>): FeedbackItem => ({
  id: 1,
  feedback_id: 1,
  page_identifier: 'Course Details',
  field_identifier: null,
  is_resolved: 0,
  feedback_note: 'A note',
  Submitter: 'Ada Admin',
  feedback_on: '2026-09-04T15:00:00.000Z',
  resolved_on: null,
  Resolver: null,
  resolution_note: null,
  ...over,
});

const FEEDBACK: FeedbackItem[] = [
  item({ id: 1, page_identifier: 'Agenda Details', feedback_note: 'Add a knowledge check.' }),
  item({
    id: 2,
    page_identifier: 'Course Details',
    feedback_note: 'Mention ASC 606.',
    is_resolved: 1,
    Resolver: 'Ian Instructor',
    resolved_on: '2026-09-06T15:00:00.000Z',
    resolution_note: 'Done.',
  }),
  item({ id: 3, page_identifier: 'Some Custom Page', feedback_note: 'Unknown page.' }),
  item({ id: 4, page_identifier: 'CPE Information', field_identifier: 'Prerequisites', feedback_note: 'List them.' }),
];

afterEach(cleanup);

describe('reviewSummary (feedback summary, feedback sections and format)', () => {
  it('groups by the feedback sections in the order, unknown pages last, empty sections left out', () => {
    expect(reviewSummary(FEEDBACK, 'America/New_York').map((s) => s.section)).toEqual([
      'Course Details',
      'CPE Information',
      'Agenda Details',
      'Some Custom Page',
    ]);
  });

  it('formats feedback_on and resolved_on as MM-DD-YYYY in the tenant timezone', () => {
    const [details] = reviewSummary(FEEDBACK, 'America/New_York');
    expect(details?.items[0]).toEqual({
      id: 2,
      note: 'Mention ASC 606.',
      field: null,
      submitter: 'Ada Admin',
      submittedOn: '09-04-2026',
      resolved: true,
      resolver: 'Ian Instructor',
      resolvedOn: '09-06-2026',
      resolutionNote: 'Done.',
    });
    // Just after midnight UTC is still the day before in New York.
    const late = reviewSummary([item({ feedback_on: '2026-09-05T02:00:00.000Z' })], 'America/New_York');
    expect(late[0]?.items[0]?.submittedOn).toBe('09-04-2026');
  });

  it('shows no resolver or resolution for an unresolved item', () => {
    const agenda = reviewSummary(FEEDBACK).find((s) => s.section === 'Agenda Details');
    expect(agenda?.items[0]).toMatchObject({ resolved: false, resolver: null, resolvedOn: null, resolutionNote: null });
  });

  it('is empty without feedback', () => {
    expect(reviewSummary([])).toEqual([]);
  });
});

describe('ReviewSummaryDialog', () => {
  it('lists each section with its items: note, Submitter, date, and the resolution', () => {
    render(<ReviewSummaryDialog open onClose={() => {}} sections={reviewSummary(FEEDBACK, 'UTC')} />);
    const dialog = screen.getByRole('dialog', { name: 'Review Summary' });
    const headings = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['Course Details', 'CPE Information', 'Agenda Details', 'Some Custom Page']);
    const details = within(dialog).getByRole('region', { name: 'Course Details' });
    expect(details.textContent).toContain('Mention ASC 606.');
    expect(details.textContent).toContain('Submitter: Ada Admin · 09-04-2026');
    expect(details.textContent).toContain('Resolved by Ian Instructor · 09-06-2026: Done.');
    const cpe = within(dialog).getByRole('region', { name: 'CPE Information' });
    expect(cpe.textContent).toContain('Prerequisites: List them.');
    expect(cpe.textContent).toContain('Unresolved');
  });

  it('says so when there is no feedback', () => {
    render(<ReviewSummaryDialog open onClose={() => {}} sections={[]} />);
    expect(screen.getByText('No feedback has been left on this course.')).toBeTruthy();
  });
});
