/**
 * Element configuration: per agenda type, delivery method and page
 * location, rows decide which fields show, which are required and which are
 * editable, with a separate editable flag for courses reopened in Editing.
 */
type Flag = 0 | 1 | boolean;

export interface ElementConfigRow {
  agenda_type_id: number;
  delivery_method_id: number;
  location: string;
  element_id: string;
  /** Label shown instead of the screen's own, when set. */
  label?: string | null;
  is_displayed: Flag;
  is_required: Flag;
  is_editable: Flag;
  is_editable_in_editing_status: Flag;
}

export interface ElementState {
  label: string | undefined;
  displayed: boolean;
  required: boolean;
  editable: boolean;
  editableInEditing: boolean;
}

export interface ElementConfigKey {
  agendaTypeId: number;
  deliveryMethodId: number;
}

/** What a field looks like on a screen in a given status. */
export interface FieldState {
  displayed: boolean;
  required: boolean;
  editable: boolean;
  label: string | undefined;
}

const DEFAULT_KEY = 1;
// A new course has no agenda type or delivery method yet; 0 never names a lookup row either.
const keyPart = (id: number | null | undefined) => (typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : DEFAULT_KEY);

/** The lookup key; a missing agenda type or delivery method counts as 1 (the element-config default key). */
export function elementConfigKey(agendaTypeId?: number | null, deliveryMethodId?: number | null): ElementConfigKey {
  return { agendaTypeId: keyPart(agendaTypeId), deliveryMethodId: keyPart(deliveryMethodId) };
}

export interface ElementConfigQuery {
  agendaTypeId?: number | null;
  deliveryMethodId?: number | null;
  location: string;
}

/**
 * The states of the elements configured for one key and location; the first row of an
 * element wins. Rows of the exact key come first; an element the key does not configure
 * falls back to the default key's row (1, 1), so a tenant configures only what differs.
 */
export function resolveElementConfig(rows: readonly ElementConfigRow[], query: ElementConfigQuery): Record<string, ElementState> {
  const key = elementConfigKey(query.agendaTypeId, query.deliveryMethodId);
  const isKey = (row: ElementConfigRow, a: number, d: number) => row.agenda_type_id === a && row.delivery_method_id === d;
  const ordered = [
    ...rows.filter((row) => isKey(row, key.agendaTypeId, key.deliveryMethodId)),
    ...rows.filter((row) => isKey(row, DEFAULT_KEY, DEFAULT_KEY)),
  ];
  const resolved: Record<string, ElementState> = {};
  for (const row of ordered) {
    if (row.location !== query.location || Object.hasOwn(resolved, row.element_id)) continue;
    resolved[row.element_id] = {
      label: row.label ?? undefined,
      displayed: Boolean(row.is_displayed),
      required: Boolean(row.is_required),
      editable: Boolean(row.is_editable),
      editableInEditing: Boolean(row.is_editable_in_editing_status),
    };
  }
  return resolved;
}

/**
 * A field in a status: Editing uses the editing flag, Finalized is read-only, and an
 * unconfigured element is shown, editable and optional. A hidden field is never
 * required, since nobody could fill it in.
 */
export function fieldState(resolved: Readonly<Record<string, ElementState>>, elementId: string, courseStatus: string): FieldState {
  const state = Object.hasOwn(resolved, elementId) ? resolved[elementId] : undefined;
  const displayed = state?.displayed ?? true;
  const editableByConfig = courseStatus === 'Editing' ? (state?.editableInEditing ?? true) : (state?.editable ?? true);
  return {
    displayed,
    required: displayed && (state?.required ?? false),
    editable: courseStatus !== 'Finalized' && editableByConfig,
    label: state?.label,
  };
}
