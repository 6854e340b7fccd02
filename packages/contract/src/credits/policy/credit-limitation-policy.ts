/**
 * The firm's credit limitation rules (issue 16, /accadmin/creditlimitation; ADR 0037), applied
 * to a learner's credits for a class after the class credit rule has computed them. A rule caps
 * the credits of each class day, of one field of study, or of a class of one delivery method,
 * optionally only for learners licensed in one jurisdiction. Arithmetic runs in whole tenths,
 * so 0.1-step caps and 0.2/0.5 increments never meet floating-point error.
 */

export const CREDIT_LIMITATION_SCOPES = ['day', 'field_of_study', 'delivery_method'] as const;
export type CreditLimitationScope = (typeof CREDIT_LIMITATION_SCOPES)[number];

export const CREDIT_LIMITATION_SCOPE_LABELS: Record<CreditLimitationScope, string> = {
  day: 'Credits per class day',
  field_of_study: 'Credits per field of study',
  delivery_method: 'Credits per class of a delivery method',
};

export interface CreditLimitationRule {
  id: number;
  name: string;
  scope: CreditLimitationScope;
  maxCredits: number;
  fieldOfStudyId: number | null;
  deliveryMethodId: number | null;
  jurisdictionId: number | null;
}

export interface LimitedCredits {
  byField: { field_of_study_id: number; credits: number }[];
  /** Credits earned on each class day, by day number. */
  byDay: { day: number; credits: number }[];
}

export interface CreditLimitationCut {
  ruleId: number;
  ruleName: string;
  amount: number;
  message: string;
}

export interface LimitationContext {
  deliveryMethodId: number | null | undefined;
  /** Jurisdictions the learner holds an active licence in. */
  jurisdictionIds: readonly number[];
}

const tenths = (credits: number) => Math.round(credits * 10);
const fromTenths = (t: number) => t / 10;

export const creditLimitationMessage = (ruleName: string, amount: number) =>
  `Credit limitation '${ruleName}' removed ${fromTenths(tenths(amount))} credits.`;

/** Whether the rule concerns this learner in this class. */
export function ruleApplies(rule: CreditLimitationRule, context: LimitationContext): boolean {
  if (rule.jurisdictionId !== null && !context.jurisdictionIds.includes(rule.jurisdictionId)) return false;
  if (rule.deliveryMethodId !== null && rule.deliveryMethodId !== (context.deliveryMethodId ?? null)) return false;
  return true;
}

/**
 * Takes `cut` tenths from the fields in proportion to their credits (largest remainders first,
 * then the lower field id), never below 0. `fields` holds tenths and is changed in place.
 */
function takeProportionally(fields: { id: number; t: number }[], cut: number): void {
  const total = fields.reduce((sum, f) => sum + f.t, 0);
  if (cut <= 0 || total <= 0) return;
  const wanted = Math.min(cut, total);
  const shares = fields.map((f) => ({ f, exact: (wanted * f.t) / total }));
  let left = wanted;
  for (const s of shares) {
    const whole = Math.floor(s.exact);
    s.f.t -= whole;
    left -= whole;
  }
  const order = shares.sort((a, b) => b.exact - Math.floor(b.exact) - (a.exact - Math.floor(a.exact)) || a.f.id - b.f.id);
  for (let i = 0; left > 0 && i < order.length * 2; i++) {
    const s = order[i % order.length];
    if (s && s.f.t > 0) {
      s.f.t -= 1;
      left -= 1;
    }
  }
}

/**
 * The learner's credits after the rules that apply, in rule id order, with one cut per rule
 * that removed credits. It never adds credits, never goes below 0, respects every applying
 * cap, and applying it to its own result changes nothing.
 */
export function applyCreditLimitations(
  credits: LimitedCredits,
  rules: readonly CreditLimitationRule[],
  context: LimitationContext,
): LimitedCredits & { cuts: CreditLimitationCut[] } {
  const fields = credits.byField.map((f) => ({ id: f.field_of_study_id, t: Math.max(0, tenths(f.credits)) }));
  const days = credits.byDay.map((d) => ({ day: d.day, t: Math.max(0, tenths(d.credits)) }));
  const cuts: CreditLimitationCut[] = [];
  const sum = () => fields.reduce((s, f) => s + f.t, 0);
  for (const rule of [...rules].sort((a, b) => a.id - b.id)) {
    if (!ruleApplies(rule, context)) continue;
    const cap = tenths(rule.maxCredits);
    const before = sum();
    if (rule.scope === 'field_of_study') {
      for (const f of fields) if (f.id === rule.fieldOfStudyId && f.t > cap) f.t = cap;
    } else if (rule.scope === 'delivery_method') {
      takeProportionally(fields, before - cap);
    } else {
      let over = 0;
      for (const d of days) {
        if (d.t > cap) {
          over += d.t - cap;
          d.t = cap;
        }
      }
      takeProportionally(fields, over);
    }
    const amount = before - sum();
    if (amount > 0)
      cuts.push({
        ruleId: rule.id,
        ruleName: rule.name,
        amount: fromTenths(amount),
        message: creditLimitationMessage(rule.name, fromTenths(amount)),
      });
  }
  return {
    byField: fields.map((f) => ({ field_of_study_id: f.id, credits: fromTenths(f.t) })),
    byDay: days.map((d) => ({ day: d.day, credits: fromTenths(d.t) })),
    cuts,
  };
}
