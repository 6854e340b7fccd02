import { type ExternalCpeResponse, MESSAGES } from '@cpe/contract';
import { z } from 'zod';

/** One field of a request's form; its key is the body key and the element id of its element configuration. */
export interface EcpField {
  key: string;
  label: string;
  kind: 'text' | 'multiline' | 'date' | 'select';
  max: number;
  /** Required whatever the configuration says (the request's title). */
  required?: boolean;
  /** A select's choices: value and label. */
  options?: readonly { value: string; label: string }[];
  /** A select whose values are ids: the body sends a number. */
  numeric?: boolean;
}

export interface ShownEcpField extends EcpField {
  shownLabel: string;
  required: boolean;
  editable: boolean;
}

export type FieldValues = Record<string, string>;

/**
 * The fields to show, with their state from the server's element states (the element
 * configuration; defaults US-CPE / Default when missing). An element the configuration leaves out is
 * shown, optional, and editable when the request is (abilities.canEdit); nothing is
 * editable when the request is not.
 */
export function shownEcpFields(request: Pick<ExternalCpeResponse, 'elements' | 'abilities'>, fields: readonly EcpField[]): ShownEcpField[] {
  const canEdit = request.abilities.canEdit;
  return fields.flatMap((f) => {
    const state = request.elements[f.key] ?? { displayed: true, required: false, editable: canEdit };
    if (!state.displayed) return [];
    return [
      { ...f, shownLabel: state.label || f.label, required: Boolean(f.required || state.required), editable: canEdit && state.editable },
    ];
  });
}

/** The form's rules: editable fields trimmed and limited; required ones say 'Required.'. */
export function fieldsSchema(fields: readonly ShownEcpField[]) {
  const shape: Record<string, z.ZodType<string, string>> = {};
  for (const f of fields) {
    if (!f.editable) continue;
    const base = z.string().trim().max(f.max, `At most ${f.max} characters.`);
    shape[f.key] = f.required ? base.min(1, MESSAGES.required) : base;
  }
  return z.object(shape).passthrough();
}

/** A value as the form holds it: '' for none. */
export const asText = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** The body of a save: editable fields that changed; '' clears an optional field (null), ids go as numbers. */
export function changedFields(
  fields: readonly ShownEcpField[],
  before: FieldValues,
  after: FieldValues,
): Record<string, string | number | null> {
  const body: Record<string, string | number | null> = {};
  for (const f of fields) {
    const value = (after[f.key] ?? '').trim();
    if (!f.editable || value === (before[f.key] ?? '').trim()) continue;
    if (value === '') body[f.key] = f.required ? '' : null;
    else body[f.key] = f.numeric ? Number(value) : value;
  }
  return body;
}
