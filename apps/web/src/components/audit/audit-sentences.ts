import type { AUDIT_VALUE_KINDS, auditInfoResponse } from '@cpe/contract';
import type { z } from 'zod';

export type AuditEntry = z.infer<typeof auditInfoResponse>[number];
type Kind = (typeof AUDIT_VALUE_KINDS)[number];

/** How a value and a date are written: the screen formats dates in the tenant's timezone. */
export interface AuditWriting {
  /** The entry's time, already formatted: 'Nov-21-2026 09:30 AM'. */
  when: string;
  value(text: string, kind: Kind): string;
}

/**
 * The sentences of one audit entry, with the names the server resolved:
 *   'Ada Admin added the agenda module "Opening" on Nov-21-2026 09:30 AM'
 *   'Ada Admin marked 2,000 learners attended on day 1 on Nov-21-2026 09:30 AM'
 *   'Jane Doe changed the role of the contact Bob Smith from Instructor to Coordinator on …'
 * One sentence per changed field; the offering's own fields need no "of …".
 */
export function auditSentences(entry: AuditEntry, writing: AuditWriting): string[] {
  // A change made on a proxy session names both people (ADR 0039).
  const acting = entry.proxy_person_name ? ` (${entry.proxy_person_name} acting on their behalf)` : '';
  const who = `${entry.person_name ?? 'The system'}${acting}`;
  const on = `on ${writing.when}`;
  // An event the server put in words: 'Ada Admin marked Lee Learner attended on day 2 on …'.
  if (entry.statement) return [`${who} ${entry.statement} ${on}`];
  if (entry.action === 'INSERT') return [`${who} ${entry.is_offering ? 'created' : 'added'} ${entry.record} ${on}`];
  if (entry.action === 'DELETE') return [`${who} removed ${entry.record} ${on}`];
  return entry.changes.map((change) => {
    const target = entry.is_offering ? `the ${change.label}` : `the ${change.label} of ${entry.record}`;
    const from = change.from === null ? null : writing.value(change.from, change.kind);
    const to = change.to === null ? null : writing.value(change.to, change.kind);
    if (from === null && to !== null) return `${who} set ${target} to ${to} ${on}`;
    if (to === null) return `${who} cleared ${target}${from === null ? '' : ` (was ${from})`} ${on}`;
    return `${who} changed ${target} from ${from} to ${to} ${on}`;
  });
}
