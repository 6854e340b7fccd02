/**
 * The split of a completion's credits by field of study (ADR 0051). A total is rounded once, by
 * the rule of its delivery method (credit-rounding.ts); the fields then share exactly that total,
 * in the program's own increment, in proportion to the minutes each field was taught: each field
 * gets the whole increments of its share, and the increments left over go to the fields with the
 * largest remainders (then the larger share, then the lower field id), one each.
 *
 * Sources: NASBA, "Sponsors would determine the overall CPE credits for the program and then
 * break down the CPE credits according to each field of study on the CPE certificate", and "the
 * Standards do not allow for the breakdown of the number of CPE credits and fields of study in
 * combinations of one-half and one-fifth" (nasbaregistry.org, on fields of study and on credit
 * increments; Standard No. 16 and No. 23). The 2024 Standards: "The increment chosen by the CPE
 * program sponsor must be applied to all CPE program sessions … within the same CPE program."
 *
 * So the fields always add up to the total, every field is a multiple of the increment, and no
 * field gets an increment its minutes do not reach into: a field's share is at most its own
 * minutes' worth (the total never exceeds the program's minutes), and a field gets at most its
 * share rounded up to the increment. Fields rounded down one by one would add up to less than
 * the total (235 + 115 minutes of group study are 7.0 credits, but 4.6 + 2.2 = 6.8), and a
 * certificate, transcript and LMS that each add them their own way disagree (issue 27).
 */

export interface FieldWeight {
  field_of_study_id: number;
  /** Minutes of the field, or any weight proportional to them (minutes × percent). */
  weight: number;
}

export interface FieldTenths {
  field_of_study_id: number;
  tenths: number;
}

/**
 * The unit the fields of a total are counted in: the program's increment when the total is a
 * multiple of it; the half of a self-study program's first half credit (0.5 with fifths); a
 * tenth for a total a firm's credit limitation cut to tenths.
 */
export function splitUnitTenths(totalTenths: number, incrementTenths: number): number {
  for (const unit of [incrementTenths, 5, 2, 1]) if (unit > 0 && totalTenths % unit === 0) return unit;
  return 1;
}

/**
 * `totalTenths` shared by the fields in proportion to their weights, in units of `unitTenths`
 * (largest remainders); fields of no weight get nothing.
 */
export function splitTenths(totalTenths: number, fields: readonly FieldWeight[], unitTenths = 1): FieldTenths[] {
  const weighed = fields.filter((f) => f.weight > 0 && Number.isFinite(f.weight));
  const whole = weighed.reduce((sum, f) => sum + f.weight, 0);
  const total = Math.max(0, Math.round(totalTenths));
  const unit = unitTenths > 0 && total % unitTenths === 0 ? unitTenths : 1;
  if (whole <= 0 || total === 0) return fields.map((f) => ({ field_of_study_id: f.field_of_study_id, tenths: 0 }));
  const units = total / unit;
  const shares = weighed.map((f) => {
    const exact = (units * f.weight) / whole;
    // A share that is a whole number up to float error is that number.
    const floor = Math.floor(exact + 1e-9);
    return { id: f.field_of_study_id, weight: f.weight, floor, rest: Math.max(0, exact - floor) };
  });
  let left = units - shares.reduce((sum, s) => sum + s.floor, 0);
  const order = [...shares].sort((a, b) => b.rest - a.rest || b.weight - a.weight || a.id - b.id);
  for (const share of order) {
    if (left <= 0) break;
    share.floor += 1;
    left -= 1;
  }
  const tenths = new Map(shares.map((s) => [s.id, s.floor * unit]));
  return fields.map((f) => ({ field_of_study_id: f.field_of_study_id, tenths: tenths.get(f.field_of_study_id) ?? 0 }));
}
