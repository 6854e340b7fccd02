/**
 * A learner's credits for a class with the firm's credit limitation rules applied (ADR 0037):
 * learnerCreditSummary, then applyCreditLimitations on its fields and days. The roster, the
 * transcripts written at certification and the error log all read this one function, so what
 * the roster explains is what the learner is awarded.
 */
import type { CreditResult } from '../../course/index.ts';
import { applyCreditLimitations, type CreditLimitationCut, type CreditLimitationRule } from '../../credits/index.ts';
import { type LearnerCreditInput, type LearnerCreditSummary, learnerCreditSummary } from './learner-credits.ts';

export interface LimitedCreditSummary extends LearnerCreditSummary {
  cuts: CreditLimitationCut[];
}

export function limitedLearnerCredits(
  input: LearnerCreditInput,
  rules: readonly CreditLimitationRule[],
  jurisdictionIds: readonly number[] = [],
): LimitedCreditSummary {
  const summary = learnerCreditSummary(input);
  if (rules.length === 0) return { ...summary, cuts: [] };
  const limited = applyCreditLimitations({ byField: summary.credits.byField, byDay: summary.byDay }, rules, {
    deliveryMethodId: input.deliveryMethodId,
    jurisdictionIds,
  });
  if (limited.cuts.length === 0) return { ...summary, cuts: [] };
  const after = new Map(limited.byField.map((f) => [f.field_of_study_id, f.credits]));
  const byField = summary.credits.byField.map((f) => ({ ...f, credits: after.get(f.field_of_study_id) ?? f.credits }));
  // In tenths: credits are 0.1 multiples. The total loses what the cuts took from the fields.
  const cut = limited.cuts.reduce((sum, c) => sum + Math.round(c.amount * 10), 0);
  const total = Math.max(0, Math.round(summary.credits.total * 10) - cut) / 10;
  const credits: CreditResult = { ...summary.credits, byField, total };
  const reasons = [
    ...summary.reasons,
    ...limited.cuts.map((c) => ({ kind: 'limitation' as const, ruleId: c.ruleId, amount: c.amount, message: c.message })),
  ];
  return { ...summary, credits, reasons, cuts: limited.cuts };
}
