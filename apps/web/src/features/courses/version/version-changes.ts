import { formatDisplayDate } from '../../../lib/dates.ts';

/**
 * What changed between two finalized versions, in words: the server lists leaf paths
 * of the version snapshots ('agenda.0.modules.1.time', 'details.title'); these turn
 * them into 'Agenda, day 1, module 2, time: "09:00-10:00" → "09:00-10:30"'.
 */
export interface SnapshotChange {
  path: string;
  before: unknown;
  after: unknown;
}

const SECTIONS: Readonly<Record<string, string>> = {
  details: 'Course details',
  contacts: 'Contacts',
  agenda: 'Agenda',
  cpe: 'CPE information',
  qualifications: 'Program qualifications',
  irs: 'IRS CE information',
  externalIds: 'External ids',
};

/** 'credit_increment' → 'credit increment'; ids stay upper case ('lrt_id' → 'LRT ID'). */
function words(key: string): string {
  const spaced = key.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2');
  return spaced.replace(/\b(id|lrt|lms|loid|irs|ce|cpe)\b/gi, (w) => w.toUpperCase());
}

/** A readable place for a snapshot path. */
export function describePath(path: string): string {
  const parts = path.split('.');
  const out: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    const next = parts[i + 1];
    const index = next !== undefined && /^\d+$/.test(next) ? Number(next) + 1 : null;
    if (i === 0) out.push(SECTIONS[part] ?? words(part));
    else if (/^\d+$/.test(part)) continue;
    else if (part === 'modules') out.push(index === null ? 'modules' : `module ${index}`);
    else out.push(words(part));
    // A list under the first key (agenda days, contacts…) is numbered after that key.
    if (i === 0 && index !== null) out.push(part === 'agenda' ? `day ${index}` : `item ${index}`);
  }
  return out.join(', ');
}

/** A snapshot value as text: none, yes/no, days in the display format, lists joined, text quoted. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(none)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDisplayDate(value) || value;
  if (typeof value === 'string') return `"${value}"`;
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(describeValue).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One line per change, e.g. 'Course details, title: "Tax 2025" → "Tax 2026"'. */
export function describeChange(change: SnapshotChange): string {
  return `${describePath(change.path)}: ${describeValue(change.before)} → ${describeValue(change.after)}`;
}
