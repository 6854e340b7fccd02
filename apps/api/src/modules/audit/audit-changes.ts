import type { AUDIT_VALUE_KINDS } from '@cpe/contract';
import { ID_COLUMNS, type NameOf, type RowImage, SKIPPED_COLUMNS } from './audit-fields.ts';
import { fieldLabel } from './audit-labels.ts';

type Kind = (typeof AUDIT_VALUE_KINDS)[number];

export interface FieldChange {
  field: string;
  label: string;
  before: unknown;
  after: unknown;
  from: string | null;
  to: string | null;
  kind: Kind;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;
/** Free text longer than this is cut in a sentence; the full text is still in before/after. */
const MAX_TEXT = 120;

/** What kind of value this is, from the value itself: ids, flags, numbers and times read as is. */
function kindOf(column: string, value: unknown): Kind | null {
  if (value === null || value === undefined || value === '') return null;
  if (Object.hasOwn(ID_COLUMNS, column) || typeof value === 'boolean' || typeof value === 'number') return 'plain';
  if (typeof value !== 'string') return 'plain';
  if (DATE.test(value)) return 'date';
  if (DATETIME.test(value) && !Number.isNaN(Date.parse(value))) return 'datetime';
  return TIME.test(value) ? 'plain' : 'quoted';
}

/** A value as people read it: an id as a name, a flag as Yes or No, a date-time as ISO for the screen to format. */
function textOf(column: string, value: unknown, kind: Kind, name: NameOf): string | null {
  if (value === null || value === undefined || value === '') return null;
  const lookup = ID_COLUMNS[column];
  if (lookup) return name(lookup, value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (kind === 'datetime' && typeof value === 'string') return new Date(value).toISOString();
  if (typeof value === 'string')
    return TIME.test(value) ? value.slice(0, 5) : value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The fields one audit row changed, named and resolved; bookkeeping columns are left out. */
export function fieldChanges(before: RowImage | null, after: RowImage | null, name: NameOf): FieldChange[] {
  if (!before || !after) return [];
  const columns = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...columns]
    .filter((column) => !SKIPPED_COLUMNS.includes(column) && JSON.stringify(before[column]) !== JSON.stringify(after[column]))
    .map((column) => {
      const was = before[column] ?? null;
      const is = after[column] ?? null;
      const kind = kindOf(column, is) ?? kindOf(column, was) ?? 'plain';
      return {
        field: column,
        label: fieldLabel(column),
        before: was,
        after: is,
        from: textOf(column, was, kind, name),
        to: textOf(column, is, kind, name),
        kind,
      };
    });
}
