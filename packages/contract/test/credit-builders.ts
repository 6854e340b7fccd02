/** Builders of the credit tests: modules from 08:00 and the group-program options. */
import { type CreditIncrement, type CreditModule, computeCredits, type FieldAllocation } from '../src/course/rules/credits.ts';
import { DELIVERY_METHOD_IDS } from '../src/reference/rules/lookups.ts';

export const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** A credit-qualified module of `minutes` from 08:00, all in field 1 unless told. */
export const mod = (
  minutes: number,
  allocations: FieldAllocation[] = [{ field_of_study_id: 1, percent: 100 }],
  qualified = true,
): CreditModule => ({
  start_time: '08:00',
  end_time: hhmm(480 + minutes),
  is_credit_qualified: qualified,
  allocations,
});
export const group = (increment: CreditIncrement) => ({ deliveryMethodId: DELIVERY_METHOD_IDS.groupLive, increment });
export const total = (minutes: number, increment: CreditIncrement, deliveryMethodId: number = DELIVERY_METHOD_IDS.groupLive) =>
  computeCredits([mod(minutes)], { deliveryMethodId, increment }).total;
export const tenths = (credits: number) => Math.round(credits * 10);
