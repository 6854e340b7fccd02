import { describe, expect, it } from 'vitest';
import { type ElementConfigRow, elementConfigKey, fieldState, resolveElementConfig } from '../src/course/rules/element-config.ts';

const row = (over: Partial<ElementConfigRow>): ElementConfigRow => ({
  agenda_type_id: 1,
  delivery_method_id: 1,
  location: 'course',
  element_id: 'title',
  label: null,
  is_displayed: 1,
  is_required: 0,
  is_editable: 1,
  is_editable_in_editing_status: 0,
  ...over,
});

describe('element config key (1 when the agenda type or delivery method is missing)', () => {
  it('defaults a missing agenda type or delivery method to 1', () => {
    expect(elementConfigKey()).toEqual({ agendaTypeId: 1, deliveryMethodId: 1 });
    expect(elementConfigKey(null, null)).toEqual({ agendaTypeId: 1, deliveryMethodId: 1 });
    expect(elementConfigKey(2, undefined)).toEqual({ agendaTypeId: 2, deliveryMethodId: 1 });
    expect(elementConfigKey(undefined, 5)).toEqual({ agendaTypeId: 1, deliveryMethodId: 5 });
    expect(elementConfigKey(0, Number.NaN)).toEqual({ agendaTypeId: 1, deliveryMethodId: 1 });
    expect(elementConfigKey(3, 7)).toEqual({ agendaTypeId: 3, deliveryMethodId: 7 });
  });
});

describe('resolving the element configuration', () => {
  const rows = [
    row({ element_id: 'title', label: 'Course Title', is_required: 1 }),
    row({ element_id: 'lrt_id', is_displayed: false, is_editable: false }),
    row({ element_id: 'title', label: 'Duplicate' }),
    row({ element_id: 'title', agenda_type_id: 2, label: 'Training title' }),
    row({ element_id: 'title', delivery_method_id: 4, label: 'QAS title' }),
    row({ element_id: 'title', location: 'class', label: 'Class title' }),
  ];

  it('keeps the rows of the key and location, the first row of an element winning', () => {
    const resolved = resolveElementConfig(rows, { location: 'course' });
    expect(resolved).toEqual({
      title: { label: 'Course Title', displayed: true, required: true, editable: true, editableInEditing: false },
      lrt_id: { label: undefined, displayed: false, required: false, editable: false, editableInEditing: false },
    });
  });

  it('matches the agenda type and delivery method', () => {
    expect(resolveElementConfig(rows, { agendaTypeId: 2, deliveryMethodId: null, location: 'course' }).title?.label).toBe('Training title');
    expect(resolveElementConfig(rows, { agendaTypeId: null, deliveryMethodId: 4, location: 'course' }).title?.label).toBe('QAS title');
    // A key without rows of its own falls back to the default key's rows.
    expect(resolveElementConfig(rows, { agendaTypeId: 3, deliveryMethodId: 4, location: 'course' }).title?.label).toBe('Course Title');
    expect(resolveElementConfig(rows, { location: 'class' }).title?.label).toBe('Class title');
  });

  it('falls back to the default key only for the elements a key does not configure', () => {
    const resolved = resolveElementConfig(rows, { agendaTypeId: 2, deliveryMethodId: 1, location: 'course' });
    expect(resolved.title?.label).toBe('Training title');
    expect(resolved.lrt_id?.displayed).toBe(false);
  });

  it('does not treat inherited object keys as elements', () => {
    expect(fieldState({}, 'toString', 'Draft')).toEqual({ displayed: true, required: false, editable: true, label: undefined });
  });
});

describe('field state by course status', () => {
  const resolved = resolveElementConfig(
    [
      row({ element_id: 'title', label: 'Course Title', is_required: 1, is_editable: 1, is_editable_in_editing_status: 0 }),
      row({ element_id: 'loid', is_editable: 0, is_editable_in_editing_status: 1 }),
      row({ element_id: 'hidden', is_displayed: 0, is_required: 1 }),
    ],
    { location: 'course' },
  );

  it('uses is_editable in Draft and Pending Signoff', () => {
    for (const status of ['Draft', 'Pending Signoff']) {
      expect(fieldState(resolved, 'title', status)).toEqual({ displayed: true, required: true, editable: true, label: 'Course Title' });
      expect(fieldState(resolved, 'loid', status).editable).toBe(false);
    }
  });

  it('uses is_editable_in_editing_status in Editing', () => {
    expect(fieldState(resolved, 'title', 'Editing').editable).toBe(false);
    expect(fieldState(resolved, 'loid', 'Editing').editable).toBe(true);
  });

  it('makes nothing editable in Finalized', () => {
    for (const id of ['title', 'loid', 'hidden', 'unconfigured']) expect(fieldState(resolved, id, 'Finalized').editable).toBe(false);
  });

  it('shows an unconfigured element, editable and optional, without a label', () => {
    expect(fieldState(resolved, 'unconfigured', 'Draft')).toEqual({ displayed: true, required: false, editable: true, label: undefined });
    expect(fieldState(resolved, 'unconfigured', 'Editing').editable).toBe(true);
  });

  it('never requires a hidden field', () => {
    expect(fieldState(resolved, 'hidden', 'Draft')).toMatchObject({ displayed: false, required: false });
  });
});
