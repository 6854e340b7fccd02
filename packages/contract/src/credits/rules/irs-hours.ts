/**
 * IRS continuing education hours of a completion (the IRS CE report, /admin/irs; ADR 0051):
 * the minutes the completion's credit record was rounded from, rounded ONCE by the IRS's own
 * rule — a contact hour is 50 minutes and credit is granted only for full contact hours
 * (Circular 230, 31 CFR §10.6(g) "Measurement of continuing education coursework", as the
 * IRS's CE provider requirements apply it; ADR 0051 notes that its text was read from secondary
 * copies). A 350-minute program is 7 hours whatever its split by field of study; flooring each
 * field's already floored credits again would report 6.
 */
import { CREDIT_MINUTES } from './credit-rounding.ts';

/** Whole IRS CE hours of `minutes` of program (under one hour: none). */
export function irsCeHours(minutes: number): number {
  if (!Number.isFinite(minutes) || minutes <= 0) return 0;
  return Math.floor(minutes / CREDIT_MINUTES + 1e-9);
}

/**
 * The hours of a credit record: from its minutes; a record written before minutes were kept
 * (legacy) has at least total × 50 minutes, so its whole credits are a floor that never over-reports.
 */
export function recordIrsHours(record: { minutes: number | null; total: number }): number {
  return irsCeHours(record.minutes ?? record.total * CREDIT_MINUTES);
}
