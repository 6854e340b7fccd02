import { type CourseResponse, MESSAGES } from '@cpe/contract';
import { z } from 'zod';

/** Body keys of PUT /course/{id}. */
export type DetailKey =
  | 'title'
  | 'agenda_type_id'
  | 'delivery_method_id'
  | 'description'
  | 'objectives'
  | 'lrt_id'
  | 'loid'
  | 'sponsoring_org';

export interface DetailField {
  /** The element id of the element configuration. */
  element: string;
  key: DetailKey;
  /** The label when the configuration names none. */
  label: string;
  kind: 'text' | 'multiline' | 'agendaType' | 'deliveryMethod';
  max: number;
}

/** The Course Details fields in screen order; maxima as the server's updateCourseBody. */
export const DETAIL_FIELDS: readonly DetailField[] = [
  { element: 'title', key: 'title', label: 'Course Title', kind: 'text', max: 300 },
  { element: 'agenda_type', key: 'agenda_type_id', label: 'Agenda Type', kind: 'agendaType', max: 20 },
  { element: 'delivery_method', key: 'delivery_method_id', label: 'Delivery Method', kind: 'deliveryMethod', max: 20 },
  { element: 'description', key: 'description', label: 'Description', kind: 'multiline', max: 5000 },
  { element: 'objectives', key: 'objectives', label: 'Learning Objectives', kind: 'multiline', max: 5000 },
  { element: 'lrt_id', key: 'lrt_id', label: 'LRT ID', kind: 'text', max: 100 },
  { element: 'loid', key: 'loid', label: 'LOID', kind: 'text', max: 100 },
  { element: 'sponsoring_org', key: 'sponsoring_org', label: 'Sponsoring Organization', kind: 'text', max: 300 },
];

export type DetailValues = Record<DetailKey, string>;

export interface ShownField extends DetailField {
  shownLabel: string;
  required: boolean;
  editable: boolean;
}

/**
 * The fields to show with their state from the server's element states (displayed,
 * required, editable, label). An element the configuration leaves out is shown,
 * optional, and editable when the course is.
 */
export function shownFields(course: Pick<CourseResponse, 'elements' | 'abilities'>): ShownField[] {
  return DETAIL_FIELDS.flatMap((f) => {
    const state = course.elements[f.element] ?? { displayed: true, required: false, editable: course.abilities.edit };
    if (!state.displayed) return [];
    return [{ ...f, shownLabel: state.label || f.label, required: state.required, editable: state.editable }];
  });
}

export function detailValues(header: CourseResponse['courseHeader']): DetailValues {
  const text = (v: string | number | null) => (v === null ? '' : String(v));
  return {
    title: header.title,
    agenda_type_id: text(header.agenda_type_id),
    delivery_method_id: text(header.delivery_method_id),
    description: text(header.description),
    objectives: text(header.objectives),
    lrt_id: text(header.lrt_id),
    loid: text(header.loid),
    sponsoring_org: text(header.sponsoring_org),
  };
}

/** The form's rules: an editable field is trimmed and limited, and required ones say 'Required.'. */
export function detailSchema(fields: readonly ShownField[]) {
  const shape: Record<string, z.ZodType<string, string>> = {};
  for (const f of fields) {
    if (!f.editable) continue;
    const base = z.string().trim().max(f.max, `At most ${f.max} characters.`);
    shape[f.key] = f.required ? base.min(1, MESSAGES.required) : base;
  }
  return z.object(shape).passthrough();
}

/** The PUT body: only editable fields that changed (the server refuses the others); '' clears an optional field. */
export function detailBody(
  fields: readonly ShownField[],
  before: DetailValues,
  after: DetailValues,
): Record<string, string | number | null> {
  const body: Record<string, string | number | null> = {};
  for (const f of fields) {
    const value = after[f.key].trim();
    if (!f.editable || value === before[f.key].trim()) continue;
    if (f.kind === 'agendaType' || f.kind === 'deliveryMethod') body[f.key] = value === '' ? null : Number(value);
    // A course always has a title: the server takes a string there, never null.
    else body[f.key] = value === '' && f.key !== 'title' ? null : value;
  }
  return body;
}
