/**
 * The rules of merging two people (ADR 0033) that decide what the survivor ends up with. The
 * server applies them in the merge's transaction and shows them in the preview, so the preview
 * and the merge never disagree.
 */

import type { PermissionRequirement } from '../../platform/index.ts';
import { PERSON_POLICY_CODES } from '../policy/person-policy.ts';
import type { MergeChange } from '../schemas/person-merge.ts';

/** A preview stays valid this long; after it, asking again prepares a fresh one. */
export const MERGE_SUMMARY_FRESH_SECONDS = 60;

/** The type of every e-mail entry of the merge payload; an id's type is its id_type. */
export const MERGE_EMAIL_TYPE = 'email';

/** One e-mail (type MERGE_EMAIL_TYPE) or id of a person. */
export interface MergeContact {
  type: string;
  value: string;
  is_primary: boolean;
}

const sameContact = (a: MergeContact, b: MergeContact) =>
  a.type === b.type && (a.type === MERGE_EMAIL_TYPE ? a.value.toLowerCase() === b.value.toLowerCase() : a.value === b.value);

/**
 * What the survivor gains of the victim's e-mails or ids: each value it does not have yet (an
 * e-mail compared case-insensitively). A gained value is not primary, except the victim's primary
 * one of a type the survivor has no primary value of: the survivor then keeps a primary of each
 * type either had. `value_old` is the survivor's primary value of the type, for the preview.
 */
export function planContactMerge(survivor: readonly MergeContact[], victim: readonly MergeContact[]): MergeChange[] {
  const primaryOf = (type: string) => survivor.find((c) => c.type === type && c.is_primary)?.value ?? null;
  const promoted = new Set<string>();
  const changes: MergeChange[] = [];
  const gained: MergeContact[] = [];
  for (const c of victim) {
    if (survivor.some((s) => sameContact(s, c)) || gained.some((g) => sameContact(g, c))) continue;
    gained.push(c);
    const valueOld = primaryOf(c.type);
    const primary = c.is_primary && valueOld === null && !promoted.has(c.type);
    if (primary) promoted.add(c.type);
    changes.push({ primary: primary ? 1 : 0, type: c.type, value_new: c.value, value_old: valueOld });
  }
  return changes;
}

export interface MergeMissedTime {
  start_at: string;
  returned_at: string;
}

/** One day of a roster entry: its attendance (null when none is recorded) and its missed times. */
export interface MergeRosterDay {
  day: number;
  attended: boolean | null;
  missed: MergeMissedTime[];
}

export interface MergedRosterDay extends MergeRosterDay {
  /** Whose missed times the day keeps. */
  missedFrom: 'survivor' | 'victim';
}

/**
 * The one roster entry that stays when both people were on the same class: the union of the
 * days either attended. A day keeps the missed times of the entry whose attendance counts: the
 * survivor's when the survivor attended it, else the victim's when the victim did, else the
 * survivor's (missed times of a day not attended count for nothing).
 */
export function mergeRosterDays(survivor: readonly MergeRosterDay[], victim: readonly MergeRosterDay[]): MergedRosterDay[] {
  const days = [...new Set([...survivor, ...victim].map((d) => d.day))].sort((a, b) => a - b);
  return days.map((day) => {
    const s = survivor.find((d) => d.day === day);
    const v = victim.find((d) => d.day === day);
    const recorded = (s?.attended ?? null) !== null || (v?.attended ?? null) !== null;
    const attended = recorded ? s?.attended === true || v?.attended === true : null;
    const missedFrom = s?.attended !== true && v?.attended === true ? 'victim' : 'survivor';
    const missed = (missedFrom === 'victim' ? v?.missed : s?.missed) ?? [];
    return { day, attended, missed: [...missed], missedFrom };
  });
}

/**
 * Merge rule: merging needs user administration (HPT023) and ADM008, plus the right to administer
 * both people's types (mayAdministerType), which the server checks for each person.
 */
export const PERSON_MERGE_REQUIREMENT: PermissionRequirement = [
  PERSON_POLICY_CODES.userAdministration,
  PERSON_POLICY_CODES.merge,
  [PERSON_POLICY_CODES.internal, PERSON_POLICY_CODES.external, PERSON_POLICY_CODES.both],
];
