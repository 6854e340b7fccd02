import { describe, expect, it } from 'vitest';
import { workflowButtons } from '../../src/features/courses/approval/workflow-actions.ts';
import { detailBody, detailSchema, detailValues, shownFields } from '../../src/features/courses/details/details-form.ts';
import { criteriaError, EMPTY_CRITERIA, searchQuery } from '../../src/features/courses/search/search-store.ts';
import { describeChange, describePath } from '../../src/features/courses/version/version-changes.ts';
import { courseHeaderItems } from '../../src/features/courses/workspace/course-header.ts';
import { makeCourse } from '../support/fixtures/courses.ts';

const NONE = {
  view: true,
  edit: false,
  submit: false,
  return: false,
  finalize: false,
  reopen: false,
  editContentReview: false,
  sync: false,
  leaveFeedback: false,
};
const pass = (section: string) => ({ section, validation_status: 'PASS' as const, message: '' });
const fail = (section: string) => ({ section, validation_status: 'FAIL' as const, message: 'Broken.' });

describe('workflow buttons of the Approval step', () => {
  it('offers what the abilities allow, with the spec names', () => {
    const labels = (over: Partial<typeof NONE>) => workflowButtons({ ...NONE, ...over }, 1, []).map((b) => b.label);
    expect(labels({ submit: true })).toEqual(['Submit for Signoff']);
    expect(labels({ return: true, finalize: true })).toEqual(['Return to Draft', 'Finalize']);
    expect(labels({ reopen: true })).toEqual(['Edit']);
    expect(labels({})).toEqual([]);
  });

  it('holds Finalize back with the failing sections while the checklist fails', () => {
    const [finalize] = workflowButtons({ ...NONE, finalize: true }, 1, [
      pass('Course Details'),
      fail('CPE Information'),
      fail('NASBA Questions'),
    ]);
    expect(finalize?.disabledReason).toBe('Finalize is unavailable while these sections fail: CPE Information, NASBA Questions.');
    expect(workflowButtons({ ...NONE, finalize: true }, 1, [pass('Course Details')])[0]?.disabledReason).toBeNull();
    expect(workflowButtons({ ...NONE, finalize: true }, 1, undefined)[0]?.disabledReason).toBe('The approval checklist is loading.');
  });

  it('explains that Edit starts a new version', () => {
    expect(workflowButtons({ ...NONE, reopen: true }, 2, [])[0]?.explanation).toContain('a new version (version 3)');
  });
});

describe('Course Details form', () => {
  const course = makeCourse({ header: { title: 'Tax', lrt_id: 'LRT-1' } });
  course.elements = {
    title: { label: 'Course Title', displayed: true, required: true, editable: true },
    agenda_type: { label: 'Agenda Type', displayed: true, required: true, editable: false },
    sponsoring_org: { label: 'Sponsor', displayed: false, required: false, editable: true },
    lrt_id: { label: 'LRT ID', displayed: true, required: false, editable: true },
  };
  const fields = shownFields(course);

  it('shows what the element states display, with their labels; unconfigured fields follow the course', () => {
    expect(fields.map((f) => f.key)).not.toContain('sponsoring_org');
    expect(fields.find((f) => f.key === 'title')).toMatchObject({ shownLabel: 'Course Title', required: true, editable: true });
    expect(fields.find((f) => f.key === 'agenda_type_id')).toMatchObject({ editable: false });
    expect(fields.find((f) => f.key === 'loid')).toMatchObject({ shownLabel: 'LOID', required: false, editable: true });
  });

  it("says 'Required.' for an empty required field", () => {
    const result = detailSchema(fields).safeParse({ ...detailValues(course.courseHeader), title: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Required.');
  });

  it('sends only editable fields that changed; an emptied optional field is null, ids are numbers', () => {
    const before = detailValues(course.courseHeader);
    const after = { ...before, title: ' Tax 2026 ', lrt_id: '', agenda_type_id: '2', loid: 'LO-9' };
    expect(detailBody(fields, before, after)).toEqual({ title: 'Tax 2026', lrt_id: null, loid: 'LO-9' });
    expect(detailBody(fields, before, before)).toEqual({});
  });
});

describe('version changes in words', () => {
  it('names agenda days and modules from 1', () => {
    expect(describePath('agenda.0.modules.1.time')).toBe('Agenda, day 1, module 2, time');
    expect(describePath('details.lrt_id')).toBe('Course details, LRT ID');
    expect(describePath('contacts.1')).toBe('Contacts, item 2');
  });

  it('shows before and after', () => {
    expect(describeChange({ path: 'details.title', before: 'Tax 2025', after: 'Tax 2026' })).toBe(
      'Course details, title: "Tax 2025" → "Tax 2026"',
    );
    expect(describeChange({ path: 'details.pre_edited_status', before: null, after: 'Finalized' })).toBe(
      'Course details, pre edited status: (none) → "Finalized"',
    );
    expect(describeChange({ path: 'irs.is_irs_ce', before: false, after: true })).toBe('IRS CE information, is IRS CE: no → yes');
    // A day follows the display format (MMM-DD-YYYY).
    expect(describeChange({ path: 'details.finalization_date', before: '2026-03-01', after: '2026-11-21' })).toBe(
      'Course details, finalization date: Mar-01-2026 → Nov-21-2026',
    );
    expect(describeChange({ path: 'cpe.by_field', before: ['Taxes: 2'], after: [] })).toBe(
      'CPE information, by field: "Taxes: 2" → (none)',
    );
  });
});

describe('course header', () => {
  it('has the metadata items in the layout order, four main first', () => {
    const items = courseHeaderItems(makeCourse({ header: { lms_id: 'SAP-1' } }).courseHeader);
    expect(items.slice(0, 4).map((i) => i.label)).toEqual(['Title', 'Course Status', 'Delivery Method', 'Agenda Type']);
    expect(items.find((i) => i.label === 'LMS ID')?.value).toBe('SAP-1');
    expect(items.find((i) => i.label === 'LOID')?.value).toBeNull();
  });
});

describe('course search criteria', () => {
  it('sends only the criteria that are set, with the sort', () => {
    expect(searchQuery(EMPTY_CRITERIA, 'updated')).toEqual({ sort: 'updated' });
    expect(
      searchQuery({ ...EMPTY_CRITERIA, search_text: '  tax ', status: 'Draft', date_from: '2026-01-01', delivery_method_id: '2' }, 'title'),
    ).toEqual({
      search_text: 'tax',
      status: 'Draft',
      date_from: '2026-01-01',
      delivery_method_id: '2',
      sort: 'title',
    });
  });

  it('refuses a date range that ends before it starts', () => {
    expect(criteriaError({ ...EMPTY_CRITERIA, date_from: '2026-02-01', date_to: '2026-01-31' })).toBe(
      'Updated from must not be after Updated to.',
    );
    expect(criteriaError({ ...EMPTY_CRITERIA, date_from: '2026-02-01', date_to: '2026-02-01' })).toBeNull();
  });
});
