import type { RosterEntry, rosterResponse } from '@cpe/contract';
import type { z } from 'zod';

export type ClassRoster = z.infer<typeof rosterResponse>;

export interface LearnerCreditRow {
  id: number;
  name: string;
  /** Credits by field of study, as the server computed them ('TAX 1.0, ACC 0.5'). */
  bySubject: string;
  total: number;
  reasons: string;
}

const credit = (value: number) => value.toFixed(1);

/** One learner's credits for the summary: the roster's credits per field of study and the limitation reasons (of the class's aggregate). */
export function learnerCreditRow(entry: RosterEntry, reasons: ClassRoster['limitationReasonsObj']): LearnerCreditRow {
  const total = entry.credits.reduce((sum, c) => sum + c.credits, 0);
  return {
    id: entry.class_roster_id,
    name: entry.name,
    bySubject: entry.credits.map((c) => `${c.subject_area.subject_short_name} ${credit(c.credits)}`).join(', '),
    total: Math.round(total * 100) / 100,
    reasons: (reasons[String(entry.class_roster_id)] ?? []).map((r) => r.message).join('; '),
  };
}

export const formatCredits = credit;
