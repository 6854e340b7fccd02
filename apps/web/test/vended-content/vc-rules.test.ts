import { describe, expect, it } from 'vitest';
import { approveState, vendedHistoryAction } from '../../src/features/vended-content/approval/approve-state.ts';
import { detailsBody, detailsValues } from '../../src/features/vended-content/details/details-form.ts';
import { completionSchema } from '../../src/features/vended-content/roster/completion-form.ts';
import { vendedHeaderItems, vendedSubheader } from '../../src/features/vended-content/workspace/vc-header.ts';
import { vendedFixLink, vendedSteps } from '../../src/features/vended-content/workspace/vc-steps.ts';
import { FAILING_CHECKLIST, makeVendedContent, vendedCourseSteps } from './vc-fixture.ts';

describe('the vended header strip', () => {
  it('shows Vendor, Delivery Method, Agenda Type and Status first, then the expandable items, missing ones empty for ----', () => {
    const items = vendedHeaderItems(makeVendedContent().header);
    expect(items.map((i) => i.label)).toEqual([
      'Vendor',
      'Delivery Method',
      'Agenda Type',
      'Status',
      'Created By',
      'Created On',
      'Version',
      'LMS ID',
    ]);
    expect(items.slice(0, 4).map((i) => i.value)).toEqual(['Northwind Learning', 'QAS Self Study', 'US-CPE', 'Draft']);
    expect(items.find((i) => i.label === 'Created On')?.value).toBe('Sep-04-2026');
    expect(items.find((i) => i.label === 'LMS ID')?.value).toBeNull();
    const noVendor = vendedHeaderItems(makeVendedContent({ header: { vendor_name: null, delivery_method: null } }).header);
    expect(noVendor.slice(0, 2).map((i) => i.value)).toEqual([null, null]);
  });

  it('has the subheader of request number, requestor, request status and version', () => {
    expect(vendedSubheader(makeVendedContent({ header: { course_status: 'Approved', version: 2 } }).header)).toEqual([
      { label: 'Request Number', value: 5 },
      { label: 'Requestor Name', value: 'Ada Admin' },
      { label: 'Request Status', value: 'Approved' },
      { label: 'Agenda Version', value: 2 },
      { label: 'Agenda Status', value: 'Approved' },
    ]);
  });
});

describe('the Details form', () => {
  const before = detailsValues(makeVendedContent({ header: { description: 'Old text' } }).header);

  it('sends only what changed, a new vendor by id, and a cleared text as null', () => {
    expect(detailsBody(before, { ...before })).toEqual({});
    expect(detailsBody(before, { ...before, vendor_id: '12', description: '  ', title: ' New title ' })).toEqual({
      title: 'New title',
      vendor_id: 12,
      description: null,
    });
    expect(detailsBody(before, { ...before, delivery_method_id: '' })).toEqual({ delivery_method_id: null });
  });
});

describe('Approve and the fix links', () => {
  it('shows Approve by the abilities, disabled while a section fails, naming them without the summary row', () => {
    expect(approveState(makeVendedContent({ abilities: { approve: false } }))).toEqual({ shown: false, disabledReason: null });
    expect(approveState(makeVendedContent())).toEqual({
      shown: true,
      disabledReason: 'Approve is unavailable while these sections fail: Agenda Details, NASBA Questions.',
    });
    const passing = FAILING_CHECKLIST.map((c) => ({ ...c, validation_status: 'PASS' as const }));
    expect(approveState(makeVendedContent({ checklist: passing }))).toEqual({ shown: true, disabledReason: null });
  });

  it('words the approval in the workflow history', () => {
    expect(vendedHistoryAction('approve')).toBe('Approved');
    expect(vendedHistoryAction('Created')).toBe('Created');
  });

  it('sends each failing section to its step: the vendor to Details, qualifications to CPE Information, others by title; a disabled step gives none', () => {
    const steps = vendedSteps(vendedCourseSteps());
    expect(vendedFixLink(steps, 5, 'Vendor')).toEqual({ to: '/vendedcontent/5', step: 'Details' });
    expect(vendedFixLink(steps, 5, 'Agenda Details')).toEqual({ to: '/vendedcontent/5/agenda', step: 'Agenda Details' });
    expect(vendedFixLink(steps, 5, 'NASBA Questions')).toEqual({ to: '/vendedcontent/5/nasba', step: 'NASBA Questions' });
    expect(vendedFixLink(vendedSteps(vendedCourseSteps(['nasba'])), 5, 'NASBA Questions')).toBeNull();
    expect(vendedFixLink(steps, 5, 'Program Qualification')).toEqual({ to: '/vendedcontent/5/cpe', step: 'CPE Information' });
    expect(vendedFixLink(steps, 5, 'Content Review')).toBeNull();
  });

  it('gives the steps that take feedback their section', () => {
    const sections = Object.fromEntries(vendedSteps(vendedCourseSteps()).map((s) => [s.key, s.feedbackSection]));
    expect(sections).toMatchObject({ details: 'Details', cpe: 'CPE Information', agenda: 'Agenda Details', roster: undefined });
  });
});

describe('Record completion', () => {
  const schema = completionSchema('2026-09-10');
  it('needs a learner and a day that is not in the future', () => {
    expect(schema.safeParse({ person_id: 8, completed_on: '2026-09-10' }).success).toBe(true);
    expect(schema.safeParse({ person_id: null, completed_on: '2026-09-10' }).success).toBe(false);
    expect(schema.safeParse({ person_id: 8, completed_on: '2026-09-11' }).error?.issues[0]?.message).toBe(
      'The completion date cannot be in the future.',
    );
    expect(schema.safeParse({ person_id: 8, completed_on: '' }).success).toBe(false);
  });
});
