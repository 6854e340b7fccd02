import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FeedbackItem, feedbackStatus } from '../src/platform/feedback.ts';

const item = (page_identifier: string, is_resolved: FeedbackItem['is_resolved']): FeedbackItem => ({ page_identifier, is_resolved });

const pages = ['Course Details', 'CPE Information', 'Agenda Details', 'Documentation', 'NASBA Questions'];
const arbItem = fc.record({
  page_identifier: fc.constantFrom(...pages),
  is_resolved: fc.constantFrom<FeedbackItem['is_resolved']>(0, 1, true, false),
});
const resolved = (i: FeedbackItem) => i.is_resolved === 1 || i.is_resolved === true;

describe('feedback status (a warning icon while any item is unresolved, else a check)', () => {
  it('is none without feedback', () => {
    expect(feedbackStatus([])).toBe('none');
    expect(feedbackStatus([], 'Course Details')).toBe('none');
  });

  it('is unresolved (warning) when any item is unresolved, whether 0 or false', () => {
    expect(feedbackStatus([item('Course Details', 1), item('Course Details', 0)])).toBe('unresolved');
    expect(feedbackStatus([item('Course Details', true), item('Course Details', false)])).toBe('unresolved');
    expect(feedbackStatus([item('Course Details', 0)])).toBe('unresolved');
  });

  it('is resolved (check) when there are items and all are resolved, whether 1 or true', () => {
    expect(feedbackStatus([item('Course Details', 1), item('Course Details', true)])).toBe('resolved');
  });

  it('only counts the items of the page when one is given', () => {
    const items = [item('Course Details', 0), item('Documentation', 1), item('Agenda Details', true)];
    expect(feedbackStatus(items, 'Course Details')).toBe('unresolved');
    expect(feedbackStatus(items, 'Documentation')).toBe('resolved');
    expect(feedbackStatus(items, 'NASBA Questions')).toBe('none');
    expect(feedbackStatus(items)).toBe('unresolved');
  });

  it('matches the rule for any items and page', () => {
    fc.assert(
      fc.property(fc.array(arbItem), fc.option(fc.constantFrom(...pages), { nil: undefined }), (items, page) => {
        const mine = page === undefined ? items : items.filter((i) => i.page_identifier === page);
        const expected = mine.length === 0 ? 'none' : mine.every(resolved) ? 'resolved' : 'unresolved';
        expect(feedbackStatus(items, page)).toBe(expected);
      }),
    );
  });

  it('the status of all items is the worst of the per-page statuses', () => {
    const rank = { none: 0, resolved: 1, unresolved: 2 } as const;
    fc.assert(
      fc.property(fc.array(arbItem), (items) => {
        const worst = Math.max(...pages.map((p) => rank[feedbackStatus(items, p)]));
        expect(rank[feedbackStatus(items)]).toBe(worst);
      }),
    );
  });

  it('does not depend on item order', () => {
    fc.assert(
      fc.property(fc.array(arbItem), fc.constantFrom(...pages), (items, page) => {
        expect(feedbackStatus([...items].reverse(), page)).toBe(feedbackStatus(items, page));
      }),
    );
  });
});
