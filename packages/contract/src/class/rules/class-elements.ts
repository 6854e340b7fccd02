import { type ElementConfigRow, type FieldState, resolveElementConfig } from '../../course/index.ts';
import { MESSAGES } from '../../platform/index.ts';
import { CLASS_MESSAGES } from './class-messages.ts';

/**
 * Element configuration of the class pages ("Element
 * configs decide which fields show, which are editable and which are required"). The
 * rows live with the course rows under location 'class', keyed by the course's agenda
 * type and the class's delivery method (the course's while the class has none).
 */
export const CLASS_ELEMENT_LOCATION = 'class';

/** Which ability lets the caller change a field: Class Details, the certify dialog, or the codes dialog. */
export type ClassElementAbility = 'edit' | 'certify' | 'editCodeExpiry';

interface ElementDefault {
  label: string;
  /** Required when the tenant's configuration does not say. */
  required: boolean;
  ability: ClassElementAbility;
}

/**
 * Every configurable class field with the label the screens use when the configuration
 * names none. The AOA expiration is required unless configured otherwise.
 */
export const CLASS_ELEMENTS = {
  class_title: { label: 'Class Title', required: true, ability: 'edit' },
  delivery_method: { label: 'Delivery Method', required: false, ability: 'edit' },
  delivered_virtually: { label: 'Delivered virtually', required: false, ability: 'edit' },
  location: { label: 'Facility', required: false, ability: 'edit' },
  timezone: { label: 'Timezone', required: true, ability: 'edit' },
  cq_duration: { label: 'CQ Duration (minutes)', required: false, ability: 'certify' },
  sponsor: { label: 'Sponsor', required: false, ability: 'certify' },
  lms_id: { label: 'LMS ID', required: false, ability: 'certify' },
  alternate_id: { label: 'Alternate ID', required: false, ability: 'certify' },
  aoa_expiration_date: { label: 'AOA expiration', required: true, ability: 'editCodeExpiry' },
} as const satisfies Record<string, ElementDefault>;

export type ClassElementId = keyof typeof CLASS_ELEMENTS;
export const CLASS_ELEMENT_IDS = Object.keys(CLASS_ELEMENTS) as [ClassElementId, ...ClassElementId[]];
/** A class field's state; the label is always set (the configuration's, else the field's own). */
export interface ClassElementState extends Omit<FieldState, 'label'> {
  label: string;
}
export type ClassElementStates = Record<ClassElementId, ClassElementState>;

/** The fields one ability changes: Class Details ('edit'), the certify dialog ('certify'), the codes dialog. */
export const elementsChangedBy = (ability: ClassElementAbility): ClassElementId[] =>
  CLASS_ELEMENT_IDS.filter((id) => CLASS_ELEMENTS[id].ability === ability);

export interface ClassElementKey {
  agendaTypeId: number | null;
  /** The class's delivery method, else its course's. */
  deliveryMethodId: number | null;
}

/**
 * The state of every class field: the configuration's row for the key (falling back to
 * the default key), else the field's default; a hidden field is neither required nor
 * editable, and nothing is editable without the ability the field belongs to.
 */
export function classElementStates(
  rows: readonly ElementConfigRow[],
  key: ClassElementKey,
  abilities: Record<ClassElementAbility, boolean>,
): ClassElementStates {
  const resolved = resolveElementConfig(rows, { ...key, location: CLASS_ELEMENT_LOCATION });
  const states = {} as ClassElementStates;
  for (const id of CLASS_ELEMENT_IDS) {
    const row = Object.hasOwn(resolved, id) ? resolved[id] : undefined;
    const displayed = row?.displayed ?? true;
    states[id] = {
      displayed,
      required: displayed && (row?.required ?? CLASS_ELEMENTS[id].required),
      editable: displayed && (row?.editable ?? true) && abilities[CLASS_ELEMENTS[id].ability],
      label: row?.label || CLASS_ELEMENTS[id].label,
    };
  }
  return states;
}

/** 'Required.' for a field, and 'Value is required' for the AOA expiration. */
export const requiredMessage = (id: ClassElementId): string =>
  id === 'aoa_expiration_date' ? CLASS_MESSAGES.valueRequired : MESSAGES.required;

type Value = string | number | boolean | null | undefined;
const isEmpty = (v: Value) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const normal = (v: Value) => (isEmpty(v) ? null : typeof v === 'boolean' ? Number(v) : typeof v === 'string' ? v.trim() : v);

/** A field of a request body, the element that governs it, its value sent and its value now. */
export interface ElementField {
  field: string;
  element: ClassElementId;
  sent: Value;
  current: Value;
}

/**
 * The fields the configuration refuses, each with its message: a change to a field that
 * may not be edited (sending the value it already has is fine, so a form may send all its
 * fields), or an empty required field (counting what is kept when nothing is sent).
 */
export function elementFieldProblems(states: ClassElementStates, fields: readonly ElementField[]): { field: string; message: string }[] {
  return fields.flatMap((f) => {
    const state = states[f.element];
    const changed = f.sent !== undefined && normal(f.sent) !== normal(f.current);
    if (changed && !state.editable) return [{ field: f.field, message: `${state.label} cannot be changed.` }];
    const after = f.sent === undefined ? f.current : f.sent;
    if (state.required && isEmpty(after)) return [{ field: f.field, message: requiredMessage(f.element) }];
    return [];
  });
}

/** The first of them, for a server's 400 naming the field. */
export const elementFieldProblem = (states: ClassElementStates, fields: readonly ElementField[]) =>
  elementFieldProblems(states, fields)[0] ?? null;

/** Class Details as PUT /class/{id} sends it, and the class as the form shows it. */
export interface ClassDetailsSent {
  in_title?: string;
  in_delivery_method_id?: number | null;
  in_delivered_virtually?: 0 | 1 | boolean;
  in_location?: string | null;
  in_timezone?: string;
}
export interface ClassDetailsNow {
  class_title: string;
  delivery_method_id: number | null;
  /** As shown: a VIRTUAL facility reads as delivered virtually. */
  delivered_virtually: boolean;
  /** The place shown as Facility: the location, else the facility. */
  place: string | null;
  timezone: string;
}

/** The Class Details fields with the elements that govern them (server and form check the same). */
export const classDetailsFields = (sent: ClassDetailsSent, now: ClassDetailsNow): ElementField[] => [
  { field: 'in_title', element: 'class_title', sent: sent.in_title, current: now.class_title },
  { field: 'in_delivery_method_id', element: 'delivery_method', sent: sent.in_delivery_method_id, current: now.delivery_method_id },
  { field: 'in_delivered_virtually', element: 'delivered_virtually', sent: sent.in_delivered_virtually, current: now.delivered_virtually },
  { field: 'in_location', element: 'location', sent: sent.in_location, current: now.place },
  { field: 'in_timezone', element: 'timezone', sent: sent.in_timezone, current: now.timezone },
];

/** The certify dialog's fields (PUT /class/certify/{id}) and the class's values. */
export interface CertifySent {
  cq_duration?: number | null;
  sponsor?: string | null;
  lmsId?: string | null;
  classID2?: string | null;
}
export interface CertifyNow {
  cq_duration: number | null;
  sponsor: string | null;
  lms_id: string | null;
  alternate_id: string | null;
}

export const certifyFields = (sent: CertifySent, now: CertifyNow): ElementField[] => [
  { field: 'cq_duration', element: 'cq_duration', sent: sent.cq_duration, current: now.cq_duration },
  { field: 'sponsor', element: 'sponsor', sent: sent.sponsor, current: now.sponsor },
  { field: 'lmsId', element: 'lms_id', sent: sent.lmsId, current: now.lms_id },
  { field: 'classID2', element: 'alternate_id', sent: sent.classID2, current: now.alternate_id },
];
