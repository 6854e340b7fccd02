import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLASS_ELEMENTS, classElementStates, elementFieldProblem, elementFieldProblems } from '../src/class/rules/class-elements.ts';
import type { ElementConfigRow } from '../src/course/rules/element-config.ts';

const ALL = { edit: true, certify: true, editCodeExpiry: true };
const row = (over: Partial<ElementConfigRow> & Pick<ElementConfigRow, 'element_id'>): ElementConfigRow => ({
  agenda_type_id: 1,
  delivery_method_id: 1,
  location: 'class',
  label: null,
  is_displayed: true,
  is_required: false,
  is_editable: true,
  is_editable_in_editing_status: true,
  ...over,
});

describe('classElementStates (element configs decide shown, editable, required)', () => {
  it('gives every class field a state; unconfigured fields take their defaults (AOA expiration required)', () => {
    const states = classElementStates([], { agendaTypeId: null, deliveryMethodId: null }, ALL);
    expect(Object.keys(states).sort()).toEqual(Object.keys(CLASS_ELEMENTS).sort());
    expect(states.aoa_expiration_date).toEqual({ displayed: true, required: true, editable: true, label: 'AOA expiration' });
    expect(states.sponsor).toEqual({ displayed: true, required: false, editable: true, label: 'Sponsor' });
    expect(states.class_title.required).toBe(true);
  });

  it("uses the key's rows, falls back to the default key, and ignores the course pages' rows", () => {
    const rows = [
      row({ element_id: 'sponsor', is_required: true, label: 'CPE Sponsor' }),
      row({ agenda_type_id: 3, delivery_method_id: 2, element_id: 'sponsor', is_displayed: false }),
      row({ agenda_type_id: 3, delivery_method_id: 2, element_id: 'aoa_expiration_date', is_required: false }),
      row({ location: 'course', element_id: 'cq_duration', is_displayed: false }),
    ];
    const nonCpe = classElementStates(rows, { agendaTypeId: 3, deliveryMethodId: 2 }, ALL);
    expect(nonCpe.sponsor).toMatchObject({ displayed: false, required: false, editable: false });
    expect(nonCpe.aoa_expiration_date.required).toBe(false);
    expect(nonCpe.cq_duration.displayed).toBe(true);
    const usCpe = classElementStates(rows, { agendaTypeId: 1, deliveryMethodId: 2 }, ALL);
    expect(usCpe.sponsor).toEqual({ displayed: true, required: true, editable: true, label: 'CPE Sponsor' });
  });

  it('makes a field editable only with the ability it belongs to', () => {
    const states = classElementStates([], { agendaTypeId: 1, deliveryMethodId: 2 }, { edit: false, certify: true, editCodeExpiry: false });
    expect(states.class_title.editable).toBe(false);
    expect(states.cq_duration.editable).toBe(true);
    expect(states.aoa_expiration_date.editable).toBe(false);
  });
});

describe('elementFieldProblems', () => {
  const states = classElementStates(
    [row({ element_id: 'lms_id', is_editable: false }), row({ element_id: 'sponsor', is_required: true })],
    { agendaTypeId: 1, deliveryMethodId: 1 },
    ALL,
  );

  it('refuses a change to a read-only field, but not the same value sent again', () => {
    expect(elementFieldProblem(states, [{ field: 'lmsId', element: 'lms_id', sent: 'SAP-2', current: 'SAP-1' }])).toEqual({
      field: 'lmsId',
      message: 'LMS ID cannot be changed.',
    });
    expect(elementFieldProblems(states, [{ field: 'lmsId', element: 'lms_id', sent: ' SAP-1 ', current: 'SAP-1' }])).toEqual([]);
    expect(elementFieldProblems(states, [{ field: 'lmsId', element: 'lms_id', sent: undefined, current: 'SAP-1' }])).toEqual([]);
  });

  it("requires a required field's value after the write: sent, or kept when not sent", () => {
    expect(elementFieldProblems(states, [{ field: 'sponsor', element: 'sponsor', sent: '  ', current: 'Firm' }])).toEqual([
      { field: 'sponsor', message: 'Required.' },
    ]);
    expect(elementFieldProblems(states, [{ field: 'sponsor', element: 'sponsor', sent: undefined, current: null }])).toHaveLength(1);
    expect(elementFieldProblems(states, [{ field: 'sponsor', element: 'sponsor', sent: undefined, current: 'Firm' }])).toEqual([]);
    expect(elementFieldProblem(states, [{ field: 'aoa', element: 'aoa_expiration_date', sent: null, current: 1 }])?.message).toBe(
      'Value is required',
    );
  });

  it('never refuses an editable, optional field, whatever is sent', () => {
    const value = fc.oneof(fc.constant(null), fc.constant(undefined), fc.string(), fc.integer(), fc.boolean());
    fc.assert(
      fc.property(value, value, (sent, current) => {
        expect(elementFieldProblems(states, [{ field: 'alt', element: 'alternate_id', sent, current }])).toEqual([]);
      }),
    );
  });
});
