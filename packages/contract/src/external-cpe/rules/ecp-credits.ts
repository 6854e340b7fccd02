/**
 * Credits of an external CPE request ("Credit measures split by is_college_type"):
 * a college course is entered in semester or quarter hours and converted by NASBA's rule,
 * one semester hour = 15 CPE credits and one quarter hour = 10; anything else is entered
 * in CPE credits as the certificate states them.
 */
export const COLLEGE_UNITS = ['semester', 'quarter'] as const;
export type CollegeUnit = (typeof COLLEGE_UNITS)[number];

export const CREDITS_PER_COLLEGE_HOUR: Record<CollegeUnit, number> = { semester: 15, quarter: 10 };

/** Transcript credits are kept to one decimal (numeric(5,1)). */
export const MAX_ECP_CREDITS = 9999.9;

export interface AwardInput {
  /** 0 is non-college; anything else is college. */
  is_college_type: number;
  college_unit?: CollegeUnit | null;
  college_hours?: number | null;
  credits?: number | null;
}

export const isCollegeType = (row: Pick<AwardInput, 'is_college_type'>) => row.is_college_type !== 0;

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** The CPE credits of one award row; null when the row lacks what its kind needs. */
export function awardCredits(row: AwardInput): number | null {
  if (isCollegeType(row)) {
    if (!row.college_unit || row.college_hours == null || !Number.isFinite(row.college_hours) || row.college_hours < 0) return null;
    return oneDecimal(row.college_hours * CREDITS_PER_COLLEGE_HOUR[row.college_unit]);
  }
  if (row.credits == null || !Number.isFinite(row.credits) || row.credits < 0) return null;
  return oneDecimal(row.credits);
}

/** The request's total: the sum of its rows' credits (rows lacking input count 0). */
export function totalAwardCredits(rows: readonly AwardInput[]): number {
  return oneDecimal(rows.reduce((sum, row) => sum + (awardCredits(row) ?? 0), 0));
}
