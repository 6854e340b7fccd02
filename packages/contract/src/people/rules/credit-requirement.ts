/**
 * A license's credits against its state board's requirement (ADR 0031): what the person
 * earned in the license's reporting period, by kind, and what is still missing. All sums are
 * kept in tenths of a credit (transcripts hold one decimal), so totals add up exactly.
 */

/** One credit row of a transcript with what its field of study counts as (fields_of_study flags). */
export interface ClassifiedCredit {
  credits: number;
  is_technical: boolean;
  is_ethics: boolean;
}

/** A board's requirement for one reporting period; credits are whole hours, as boards state them. */
export interface CreditRequirement {
  /** Length of the reporting period in years (1–3). */
  period_years: number;
  total_credits: number;
  min_ethics_credits: number;
  min_technical_credits: number;
  /** At most this many non-technical credits count toward the total; null: no limit. */
  max_non_technical_credits: number | null;
}

export interface RequirementCheck {
  required: number;
  earned: number;
  met: boolean;
  /** What is missing; 0 when met, never negative. */
  short_by: number;
}

export interface CreditProgress {
  /** Every credit of the period, as earned: total = technical + non_technical; ethics is a part of them. */
  earned: { total: number; technical: number; non_technical: number; ethics: number };
  /** Technical credits plus the non-technical ones up to the board's limit. */
  counted_total: number;
  /** Non-technical credits over the limit, which do not count toward the total. */
  non_technical_not_counted: number;
  total: RequirementCheck;
  ethics: RequirementCheck;
  technical: RequirementCheck;
  /** Every check met. */
  met: boolean;
}

const tenths = (credits: number) => Math.round(credits * 10);
const fromTenths = (t: number) => t / 10;

function check(requiredTenths: number, earnedTenths: number): RequirementCheck {
  const short = Math.max(0, requiredTenths - earnedTenths);
  return { required: fromTenths(requiredTenths), earned: fromTenths(earnedTenths), met: short === 0, short_by: fromTenths(short) };
}

export function creditProgress(credits: readonly ClassifiedCredit[], requirement: CreditRequirement): CreditProgress {
  let technical = 0;
  let nonTechnical = 0;
  let ethics = 0;
  for (const c of credits) {
    const t = Math.max(0, tenths(c.credits));
    if (c.is_technical) technical += t;
    else nonTechnical += t;
    if (c.is_ethics) ethics += t;
  }
  const limit = requirement.max_non_technical_credits;
  const countedNonTechnical = limit === null ? nonTechnical : Math.min(nonTechnical, tenths(limit));
  const counted = technical + countedNonTechnical;
  const total = check(tenths(requirement.total_credits), counted);
  const ethicsCheck = check(tenths(requirement.min_ethics_credits), ethics);
  const technicalCheck = check(tenths(requirement.min_technical_credits), technical);
  return {
    earned: {
      total: fromTenths(technical + nonTechnical),
      technical: fromTenths(technical),
      non_technical: fromTenths(nonTechnical),
      ethics: fromTenths(ethics),
    },
    counted_total: fromTenths(counted),
    non_technical_not_counted: fromTenths(nonTechnical - countedNonTechnical),
    total,
    ethics: ethicsCheck,
    technical: technicalCheck,
    met: total.met && ethicsCheck.met && technicalCheck.met,
  };
}

/** 'Met' or 'Short by 2.5', as the jurisdictions page shows a check. */
export const checkLabel = (c: RequirementCheck) => (c.met ? 'Met' : `Short by ${c.short_by.toFixed(1)}`);

/**
 * The fields of study that count as non-technical and as ethics by default (NASBA's split of
 * its fields of study), by subject short name; every other field is technical. A firm may
 * change its own fields' flags; these are what a new tenant and migration 0024 start with.
 */
export const NON_TECHNICAL_SUBJECTS = ['BETH', 'BMO', 'COMM', 'PD', 'HR', 'PROD', 'RETH'] as const;
export const ETHICS_SUBJECTS = ['BETH', 'RETH'] as const;

export function defaultFieldClassification(subjectShortName: string): { is_technical: boolean; is_ethics: boolean } {
  return {
    is_technical: !(NON_TECHNICAL_SUBJECTS as readonly string[]).includes(subjectShortName),
    is_ethics: (ETHICS_SUBJECTS as readonly string[]).includes(subjectShortName),
  };
}

/** The last day of a reporting period of `years` that starts on `start` (YYYY-MM-DD): the day before its anniversary. */
export function reportingPeriodEnd(start: string, years: number): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(2000, m - 1, d));
  end.setUTCFullYear(y + years);
  end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}
